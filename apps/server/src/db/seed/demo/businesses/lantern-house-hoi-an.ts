import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, ticketFaq } from './platform-faq.js';

export const lanternHouseHoiAn: DemoBusiness = {
  id: 'lantern-house-hoi-an',
  status: 'active',
  featured: false,
  category: 'hospitality',
  name: {
    en: 'Lantern House Hoi An',
    vi: 'Lantern House Hội An',
    ru: 'Гостевой дом Lantern House в Хойане',
  },
  description: {
    en: "A family-run boutique guesthouse near Hoi An's Ancient Town, rated 9.4 by guests, that has just opened an eight-room garden wing.",
    vi: 'Nhà nghỉ boutique do gia đình vận hành gần phố cổ Hội An, được khách chấm 9,4 điểm, vừa đưa vào hoạt động khu vườn tám phòng mới.',
    ru: 'Семейный бутик-гестхаус рядом со Старым городом Хойана с оценкой гостей 9,4 только что открыл новое крыло на восемь номеров с садом.',
  },
  about: {
    en: "Lantern House is a 14-room guesthouse in Cam Chau, a ten-minute bicycle ride from the Ancient Town of Hoi An. Built around a courtyard with a pool and a vegetable garden, it is known for its breakfasts, its cooking classes and its hosts, and holds an average guest rating of 9.4 across the main booking platforms.\n\nNguyen Thi Bich Thuy and Tran Dinh Khanh opened the guesthouse in 2017 on land that has belonged to Thuy's family for three generations. In 2024 it reached 78% occupancy at an average daily rate of $52, with $312,000 in revenue ($207,000 from rooms and $105,000 from food, cooking classes and tours) and $118,000 in EBITDA.\n\nThe $225,000 raised on Grove five months ago financed a garden wing with eight larger rooms: construction ($148,000), furnishing ($36,000), pool renovation and solar water heating ($21,000), a direct booking engine, photography and marketing ($8,000), and working capital ($12,000). Construction finished on time and the first guests stayed in the new wing three weeks ago.\n\nInvestors receive three fixed tranches: 30% of their principal in month 8, 40% in month 18 and 50% in month 30, a total of +20%. From month 9 they also receive 10% of the guesthouse's quarterly profit above plan. The first tranche is due in about three months.\n\nRisks: tourism in Hoi An depends on international arrivals and is seasonal, with floods possible from October to December; Cam Chau is outside the flood-prone riverside area, and the new wing stands on a raised foundation. The business is also dependent on its two owners, who live on site.",
    vi: 'Lantern House là nhà nghỉ 14 phòng tại phường Cẩm Châu, cách phố cổ Hội An mười phút đạp xe. Được xây quanh một khoảng sân có hồ bơi và vườn rau, nơi đây nổi tiếng với bữa sáng, lớp học nấu ăn và sự hiếu khách của chủ nhà, với điểm đánh giá trung bình 9,4 trên các nền tảng đặt phòng lớn.\n\nChị Nguyễn Thị Bích Thủy và anh Trần Đình Khánh mở nhà nghỉ năm 2017 trên mảnh đất đã thuộc về gia đình chị Thủy ba thế hệ. Năm 2024, công suất phòng đạt 78% với giá phòng bình quân 52 USD/đêm, doanh thu 312.000 USD (207.000 USD từ tiền phòng và 105.000 USD từ ẩm thực, lớp học nấu ăn và tour) và EBITDA 118.000 USD.\n\nKhoản 225.000 USD huy động trên Grove cách đây năm tháng đã tài trợ cho khu vườn với tám phòng rộng hơn: xây dựng (148.000 USD), nội thất (36.000 USD), cải tạo hồ bơi và hệ thống nước nóng năng lượng mặt trời (21.000 USD), công cụ đặt phòng trực tiếp, chụp ảnh và tiếp thị (8.000 USD), và vốn lưu động (12.000 USD). Công trình hoàn thành đúng tiến độ và những vị khách đầu tiên đã lưu trú tại khu mới từ ba tuần trước.\n\nNhà đầu tư nhận ba đợt chi trả cố định: 30% vốn gốc vào tháng thứ 8, 40% vào tháng thứ 18 và 50% vào tháng thứ 30, tổng cộng +20%. Từ tháng thứ 9, nhà đầu tư còn nhận 10% lợi nhuận hằng quý vượt kế hoạch. Đợt chi trả đầu tiên sẽ đến hạn trong khoảng ba tháng nữa.\n\nRủi ro: du lịch Hội An phụ thuộc vào lượng khách quốc tế và có tính mùa vụ, lũ có thể xảy ra từ tháng 10 đến tháng 12; Cẩm Châu nằm ngoài vùng ven sông thường ngập, và khu mới được xây trên nền tôn cao. Hoạt động kinh doanh cũng phụ thuộc vào hai chủ nhà, những người sống ngay tại chỗ.',
    ru: 'Lantern House — гестхаус на 14 номеров в квартале Камчау, в десяти минутах на велосипеде от Старого города Хойана. Он построен вокруг двора с бассейном и огородом и известен завтраками, кулинарными мастер-классами и радушными хозяевами; средняя оценка гостей на крупных сайтах бронирования — 9,4.\n\nНгуен Тхи Бить Тхюи и Чан Динь Кхань открыли гестхаус в 2017 году на земле, которая три поколения принадлежит семье Тхюи. В 2024 году загрузка составила 78% при средней цене номера $52, выручка — $312 000 ($207 000 за проживание и $105 000 за питание, кулинарные классы и экскурсии), EBITDA — $118 000.\n\nСобранные на Grove пять месяцев назад $225 000 пошли на садовое крыло с восемью более просторными номерами: строительство ($148 000), обстановка ($36 000), ремонт бассейна и солнечный нагрев воды ($21 000), система прямого бронирования, фотосъёмка и маркетинг ($8 000), оборотный капитал ($12 000). Стройка закончилась в срок, первые гости заселились в новое крыло три недели назад.\n\nИнвесторы получают три фиксированных транша: 30% вложенной суммы на 8-й месяц, 40% — на 18-й и 50% — на 30-й, всего +20%. С 9-го месяца они также получают 10% квартальной прибыли сверх плана. Первый транш — примерно через три месяца.\n\nРиски: туризм в Хойане зависит от иностранных туристов и сезонен, с октября по декабрь возможны наводнения; Камчау находится вне затапливаемой прибрежной зоны, а новое крыло стоит на приподнятом фундаменте. Бизнес также зависит от двух владельцев, которые живут на территории.',
  },
  location: {
    en: 'Cam Chau, Hoi An, Quang Nam, Vietnam',
    vi: 'Cẩm Châu, Hội An, Quảng Nam, Việt Nam',
    ru: 'Камчау, Хойан, провинция Куангнам, Вьетнам',
  },
  currency: 'USD',
  target: 225000,
  raised: 225000,
  investorCount: 187,
  ticketMin: 150,
  ticketMax: 15000,
  ticketStep: 150,
  fundingStartDays: -210,
  fundingEndDays: -152,
  payoutFormat: {
    en: 'Fixed tranches in months 8, 18 and 30, then quarterly profit share',
    vi: 'Chi trả cố định vào tháng 8, 18 và 30, kèm chia lợi nhuận hằng quý',
    ru: 'Фиксированные транши на 8-й, 18-й и 30-й месяц и квартальная доля прибыли',
  },
  expectedReturnPct: 20,
  annualYieldPct: 8,
  investmentStructure: {
    en: 'Profit-participation loan',
    vi: 'Khoản vay tham gia lợi nhuận',
    ru: 'Заём с участием в прибыли',
  },
  investmentTermMonths: 30,
  legal: {
    en: 'Lantern House Tourism Services Co., Ltd. (limited liability company), enterprise code 4001187362',
    vi: 'Công ty TNHH Dịch vụ Du lịch Lantern House (công ty trách nhiệm hữu hạn), mã số doanh nghiệp 4001187362',
    ru: 'ООО «Лантерн Хаус Туризм» (общество с ограниченной ответственностью), код предприятия 4001187362',
  },
  images: [
    {
      file: 'lantern-house-hoi-an-1.svg',
      alt: {
        en: 'A yellow Hoi An house with silk lanterns at dusk',
        vi: 'Ngôi nhà vàng kiểu Hội An với đèn lồng lụa lúc hoàng hôn',
        ru: 'Жёлтый хойанский дом с шёлковыми фонарями в сумерках',
      },
    },
    {
      file: 'lantern-house-hoi-an-2.svg',
      alt: {
        en: 'A guest room with a wooden bed and a window onto the garden',
        vi: 'Phòng nghỉ với giường gỗ và cửa sổ nhìn ra vườn',
        ru: 'Номер с деревянной кроватью и окном в сад',
      },
    },
    {
      file: 'lantern-house-hoi-an-3.svg',
      alt: {
        en: 'A boat on the Thu Bon River with floating lanterns',
        vi: 'Con thuyền trên sông Thu Bồn với đèn hoa đăng',
        ru: 'Лодка на реке Тхубон и плавучие фонарики',
      },
    },
    {
      file: 'lantern-house-hoi-an-4.svg',
      alt: {
        en: 'The courtyard pool surrounded by palms and the new garden wing',
        vi: 'Hồ bơi giữa sân bao quanh bởi hàng cọ và khu vườn mới',
        ru: 'Бассейн во дворе в окружении пальм и нового садового крыла',
      },
    },
  ],
  team: [
    {
      name: 'Nguyễn Thị Bích Thủy',
      role: { en: 'Owner & General Manager', vi: 'Chủ sở hữu & Tổng quản lý', ru: 'Владелица и управляющая' },
      bio: {
        en: "Thuy worked at the front desk of a resort in Da Nang for six years before opening Lantern House on her family's land. She manages bookings, guest relations and the team of 16.",
        vi: 'Chị Thủy có sáu năm làm lễ tân tại một khu nghỉ dưỡng ở Đà Nẵng trước khi mở Lantern House trên mảnh đất của gia đình. Chị phụ trách đặt phòng, chăm sóc khách và đội ngũ 16 nhân viên.',
        ru: 'Тхюи шесть лет работала на ресепшене курорта в Дананге, прежде чем открыть Lantern House на семейной земле. Она отвечает за бронирования, работу с гостями и команду из 16 человек.',
      },
      photo: 'lantern-house-hoi-an-team-1.svg',
    },
    {
      name: 'Trần Đình Khánh',
      role: { en: 'Co-owner & Operations', vi: 'Đồng sở hữu & Vận hành', ru: 'Совладелец, операционное управление' },
      bio: {
        en: "Khanh is a civil engineer who supervised construction of the garden wing himself. He runs maintenance, purchasing and the guesthouse's bicycle and tour programme.",
        vi: 'Anh Khánh là kỹ sư xây dựng, trực tiếp giám sát thi công khu vườn mới. Anh phụ trách bảo trì, mua sắm và chương trình xe đạp, tour của nhà nghỉ.',
        ru: 'Кхань — инженер-строитель, который сам руководил строительством садового крыла. Он отвечает за техническое обслуживание, закупки, прокат велосипедов и экскурсии.',
      },
      photo: 'lantern-house-hoi-an-team-2.svg',
    },
    {
      name: 'Võ Thị Hạnh',
      role: {
        en: 'Head Cook & Cooking Class Host',
        vi: 'Bếp trưởng & Người dạy nấu ăn',
        ru: 'Шеф-повар и ведущая кулинарных классов',
      },
      bio: {
        en: 'Hanh grew up in a family of Hoi An street-food cooks. Her cooking classes, which start with a trip to the market, are the most reviewed part of a stay at Lantern House.',
        vi: 'Chị Hạnh lớn lên trong một gia đình bán món ăn đường phố Hội An. Lớp học nấu ăn của chị, bắt đầu bằng chuyến đi chợ, là trải nghiệm được khách nhắc đến nhiều nhất tại Lantern House.',
        ru: 'Хань выросла в семье хойанских уличных поваров. Её кулинарные классы, которые начинаются с похода на рынок, — самая обсуждаемая в отзывах часть отдыха в Lantern House.',
      },
      photo: 'lantern-house-hoi-an-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: garden wing',
        vi: 'Kế hoạch kinh doanh: khu vườn mới',
        ru: 'Бизнес-план: садовое крыло',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'The garden wing adds eight rooms of 32 m² with private terraces, raising capacity from 14 to 22 rooms. The larger rooms are priced about 20% above the existing ones.',
          ],
        },
        {
          heading: 'Operating history',
          table: [
            ['2022', '61% occupancy, $44 ADR, $196,000 revenue'],
            ['2023', '74% occupancy, $49 ADR, $271,000 revenue'],
            ['2024', '78% occupancy, $52 ADR, $312,000 revenue, $118,000 EBITDA'],
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Construction of the garden wing', '$148,000'],
            ['Furnishing of eight rooms', '$36,000'],
            ['Pool renovation and solar water heating', '$21,000'],
            ['Booking engine, photography, marketing', '$8,000'],
            ['Working capital', '$12,000'],
            ['Total', '$225,000'],
          ],
        },
        {
          heading: 'Assumptions for the new wing',
          table: [
            ['Average daily rate', '$62'],
            ['Occupancy, year 1', '70%'],
            ['Occupancy, year 2', '76%'],
            ['Incremental room revenue, year 2', '$138,000'],
            ['Direct bookings share (target)', '35%'],
          ],
        },
      ],
    },
    {
      kind: 'term_sheet',
      title: { en: 'Term sheet', vi: 'Bản điều khoản đầu tư', ru: 'Основные условия сделки' },
      sections: [
        {
          heading: 'Key terms',
          table: [
            ['Issuer', 'Lantern House Tourism Services Co., Ltd., enterprise code 4001187362'],
            ['Instrument', 'Profit-participation loan'],
            ['Amount', '$225,000'],
            ['Minimum investment', '$150, in steps of $150; maximum $15,000 per investor'],
            ['Contract minimum return', '+20% over 30 months (e.g. $10,000 → $12,000)'],
            ['Profit share', '10% of quarterly profit above plan, from month 9'],
            ['Security', 'Mortgage over the garden wing building'],
          ],
        },
        {
          heading: 'Payout schedule for $10,000',
          table: [
            ['Month 8', '$3,000'],
            ['Month 18', '$4,000'],
            ['Month 30', '$5,000'],
            ['Total', '$12,000 plus any profit share'],
          ],
        },
        {
          heading: 'Fees',
          table: [
            ['Service fee', '5%'],
            ['Card processing fee', '2.5%'],
            ['Reflection period', '4 days'],
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: [
            'The agreement is governed by the laws of Vietnam. Disputes are settled by the courts of Quang Nam Province.',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 5,
      title: {
        en: 'First three weeks of the garden wing',
        vi: 'Ba tuần đầu của khu vườn mới',
        ru: 'Первые три недели садового крыла',
      },
      body: {
        en: 'The eight new rooms were 74% occupied in their first three weeks at an average rate of $63, slightly above plan. Early reviews mention the terraces and the quiet. The first tranche to investors is on schedule for month 8.',
        vi: 'Tám phòng mới đạt công suất 74% trong ba tuần đầu với giá bình quân 63 USD, cao hơn kế hoạch một chút. Những đánh giá đầu tiên khen ban công và sự yên tĩnh. Đợt chi trả đầu tiên cho nhà đầu tư vẫn đúng hạn vào tháng thứ 8.',
        ru: 'За первые три недели загрузка восьми новых номеров составила 74% при средней цене $63 — немного выше плана. В первых отзывах хвалят террасы и тишину. Первый транш инвесторам — по графику, на 8-й месяц.',
      },
    },
    {
      daysAgo: 22,
      title: {
        en: 'The garden wing is open',
        vi: 'Khu vườn mới đã mở cửa',
        ru: 'Садовое крыло открыто',
      },
      body: {
        en: 'Construction finished on time and $3,800 under budget; the savings went into extra shading for the terraces. Our first guests checked in this week.',
        vi: 'Công trình hoàn thành đúng hạn và tiết kiệm 3.800 USD so với ngân sách; phần tiết kiệm được dùng làm thêm mái che cho ban công. Những vị khách đầu tiên đã nhận phòng trong tuần này.',
        ru: 'Стройка завершена в срок и на $3 800 дешевле бюджета — сэкономленное пошло на дополнительные навесы для террас. Первые гости заселились на этой неделе.',
      },
    },
    {
      daysAgo: 90,
      title: {
        en: 'Roof on, interiors under way',
        vi: 'Đã lợp mái, đang hoàn thiện nội thất',
        ru: 'Крыша готова, идёт отделка',
      },
      body: {
        en: 'The roof of the garden wing is finished with traditional yin-yang tiles, and interior work has started. The pool renovation will be done during the quietest weeks to avoid disturbing guests.',
        vi: 'Mái khu vườn mới đã được lợp ngói âm dương truyền thống và phần nội thất đã bắt đầu. Việc cải tạo hồ bơi sẽ làm vào những tuần vắng khách nhất để không làm phiền khách lưu trú.',
        ru: 'Крыша садового крыла покрыта традиционной черепицей «инь-ян», начались внутренние работы. Бассейн отремонтируем в самые тихие недели, чтобы не мешать гостям.',
      },
    },
    {
      daysAgo: 148,
      title: {
        en: 'Funds received, construction begins',
        vi: 'Đã nhận vốn, khởi công xây dựng',
        ru: 'Средства получены, стройка началась',
      },
      body: {
        en: 'Thank you to our 187 investors. The $225,000 has been disbursed, the building permit is in hand and the foundations are being laid.',
        vi: 'Cảm ơn 187 nhà đầu tư. Khoản 225.000 USD đã được giải ngân, giấy phép xây dựng đã có và công trình đang đổ móng.',
        ru: 'Спасибо нашим 187 инвесторам. $225 000 перечислены, разрешение на строительство получено, заливается фундамент.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 15000),
    {
      question: {
        en: 'When is the first payout?',
        vi: 'Khi nào có khoản chi trả đầu tiên?',
        ru: 'Когда первая выплата?',
      },
      answer: {
        en: 'The first tranche of 30% of principal is due in month 8 after disbursement, which is about three months from now. Profit share above plan, if any, is paid quarterly from month 9.',
        vi: 'Đợt đầu tiên bằng 30% vốn gốc đến hạn vào tháng thứ 8 sau khi giải ngân, tức khoảng ba tháng nữa. Phần chia lợi nhuận vượt kế hoạch, nếu có, được trả hằng quý từ tháng thứ 9.',
        ru: 'Первый транш — 30% вложенной суммы — на 8-й месяц после перечисления средств, то есть примерно через три месяца. Доля прибыли сверх плана, если будет, выплачивается ежеквартально с 9-го месяца.',
      },
    },
    {
      question: {
        en: 'What happens during the flood season?',
        vi: 'Mùa lũ thì sao?',
        ru: 'Что происходит в сезон наводнений?',
      },
      answer: {
        en: 'Cam Chau is outside the riverside area that floods most often, and the guesthouse has not been flooded since it opened. Occupancy does drop in October–December, which the payout schedule takes into account.',
        vi: 'Cẩm Châu nằm ngoài khu vực ven sông thường bị ngập, và nhà nghỉ chưa từng bị ngập kể từ khi mở cửa. Công suất phòng có giảm vào tháng 10–12, điều này đã được tính đến trong lịch chi trả.',
        ru: 'Камчау находится вне прибрежной зоны, которую затапливает чаще всего, и с открытия гестхаус ни разу не подтапливало. Загрузка в октябре–декабре снижается, и график выплат это учитывает.',
      },
    },
    feesFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Anna S.',
      language: 'en',
      daysAgo: 180,
      question: 'Do investors get a discount if they stay at the guesthouse?',
      answer: 'Yes: 15% off direct bookings for the whole term of the investment, plus a free cooking class per stay.',
      answeredDaysAgo: 179,
    },
    {
      askedBy: 'Сергей Л.',
      language: 'ru',
      daysAgo: 30,
      question: 'Будете ли вы публиковать загрузку по месяцам?',
      answer:
        'Да, в ежеквартальном отчёте будут загрузка и средняя цена по месяцам отдельно для старых и новых номеров.',
      answeredDaysAgo: 28,
    },
    {
      askedBy: 'Trần Quốc Bảo',
      language: 'vi',
      daysAgo: 12,
      question: 'Khu mới có phòng cho gia đình có trẻ nhỏ không?',
      answer: 'Có, hai trong tám phòng mới là phòng gia đình có thể kê thêm giường phụ cho hai trẻ.',
      answeredDaysAgo: 11,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 16 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 20 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 24 },
    ],
    ebitda: [
      { period: '2024', value: 118000 },
      { period: '2025', value: 124000 },
      { period: '2026', value: 196000 },
      { period: '2027', value: 214000 },
      { period: '2028', value: 226000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 312000 },
      { period: '2025', value: 338000 },
      { period: '2026', value: 486000 },
      { period: '2027', value: 521000 },
      { period: '2028', value: 544000 },
    ],
    userGrowth: [
      { period: '2024', value: 6900 },
      { period: '2025', value: 7300 },
      { period: '2026', value: 10800 },
      { period: '2027', value: 11500 },
      { period: '2028', value: 11900 },
    ],
  },
};
