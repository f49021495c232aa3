import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, targetNotReachedFaq, ticketFaq } from './platform-faq.js';

export const goldenCrustBakery: DemoBusiness = {
  id: 'golden-crust-bakery',
  status: 'extended',
  featured: true,
  category: 'food_beverage',
  name: {
    en: 'Golden Crust Bakery',
    vi: 'Tiệm bánh Golden Crust',
    ru: 'Пекарня Golden Crust',
  },
  description: {
    en: 'A Hanoi bakery chain with four shops and a central kitchen, upgrading its production line and opening two shops in office districts.',
    vi: 'Chuỗi tiệm bánh Hà Nội với bốn cửa hàng và một bếp trung tâm, nâng cấp dây chuyền sản xuất và mở thêm hai cửa hàng tại khu văn phòng.',
    ru: 'Сеть пекарен в Ханое — четыре магазина и центральный цех — модернизирует производство и открывает две точки в деловых кварталах.',
  },
  about: {
    en: "Golden Crust bakes French-style breads, Vietnamese banh mi, croissants and celebration cakes in a central kitchen in Long Bien and sells them through four shops in Hoan Kiem, Ba Dinh, Tay Ho and Dong Da. About 1,350 customers a day buy from the shops, and 26 cafés and hotels order bread daily.\n\nPastry chef Le Hoang Nam trained in Lyon and worked in hotel kitchens in Hanoi before opening the first shop with his wife Ngo Thu Trang in 2015. The chain earned $920,000 in revenue and $118,000 in EBITDA in 2024. Each of the four shops paid back its fit-out in under two years.\n\nThe central kitchen now runs at full capacity, which is why the round of $180,000 puts $64,000 into a new deck oven, a spiral mixer, a proofer and a blast chiller. $78,000 goes to two new shops in the office districts of Cau Giay and Nam Tu Liem, $24,000 to a refrigerated delivery van and $14,000 to working capital.\n\nInvestors receive three fixed tranches: 35% of their principal in month 8, 40% in month 16 and 41% in month 24, a contract minimum of +16%. From month 9 they also receive 15% of the chain's quarterly net profit above plan.\n\nRisks: flour and butter prices, which rose by about 18% in 2022, staff turnover in shop teams, and the performance of new shops in office areas, where weekend sales are weak. Golden Crust buys flour under six-month contracts, pays above-market wages to bakers, and has chosen sites in mixed office and residential buildings.",
    vi: 'Golden Crust làm bánh mì kiểu Pháp, bánh mì Việt Nam, croissant và bánh kem tại bếp trung tâm ở Long Biên, bán qua bốn cửa hàng ở Hoàn Kiếm, Ba Đình, Tây Hồ và Đống Đa. Mỗi ngày có khoảng 1.350 khách mua tại cửa hàng, và 26 quán cà phê, khách sạn đặt bánh mì hằng ngày.\n\nĐầu bếp bánh Lê Hoàng Nam học nghề tại Lyon và làm việc trong bếp khách sạn ở Hà Nội trước khi cùng vợ là Ngô Thu Trang mở cửa hàng đầu tiên năm 2015. Năm 2024, chuỗi đạt doanh thu 920.000 USD và EBITDA 118.000 USD. Cả bốn cửa hàng đều hoàn vốn chi phí hoàn thiện trong chưa đầy hai năm.\n\nBếp trung tâm hiện đã chạy hết công suất, vì vậy vòng gọi vốn 180.000 USD dành 64.000 USD cho lò nướng tầng mới, máy trộn bột xoắn, tủ ủ bột và tủ cấp đông nhanh. 78.000 USD dùng để mở hai cửa hàng mới tại khu văn phòng Cầu Giấy và Nam Từ Liêm, 24.000 USD cho xe giao hàng lạnh và 14.000 USD cho vốn lưu động.\n\nNhà đầu tư nhận ba đợt chi trả cố định: 35% vốn gốc vào tháng thứ 8, 40% vào tháng thứ 16 và 41% vào tháng thứ 24, tương ứng mức tối thiểu theo hợp đồng +16%. Từ tháng thứ 9, nhà đầu tư còn nhận 15% lợi nhuận ròng hằng quý vượt kế hoạch của chuỗi.\n\nRủi ro: giá bột mì và bơ (đã tăng khoảng 18% năm 2022), biến động nhân sự tại cửa hàng, và hiệu quả của cửa hàng mới ở khu văn phòng, nơi doanh số cuối tuần thấp. Golden Crust mua bột theo hợp đồng sáu tháng, trả lương thợ bánh cao hơn mặt bằng chung và chọn mặt bằng trong các tòa nhà hỗn hợp văn phòng và căn hộ.',
    ru: 'Golden Crust выпекает хлеб во французском стиле, вьетнамские баньми, круассаны и торты в центральном цехе в районе Лонгбьен и продаёт их в четырёх магазинах в районах Хоанкьем, Бадинь, Тэйхо и Донгда. Ежедневно в магазинах бывает около 1 350 покупателей, ещё 26 кафе и отелей каждый день заказывают хлеб.\n\nКондитер Ле Хоанг Нам учился в Лионе и работал на кухнях ханойских отелей, а в 2015 году вместе с женой Нго Тху Чанг открыл первый магазин. В 2024 году выручка сети составила $920 000, EBITDA — $118 000. Каждый из четырёх магазинов окупил отделку менее чем за два года.\n\nЦентральный цех работает на пределе мощности, поэтому из раунда на $180 000 сумма $64 000 пойдёт на новую подовую печь, спиральный тестомес, расстоечный шкаф и шкаф шоковой заморозки. Ещё $78 000 — на два новых магазина в деловых районах Каузяй и Намтыльем, $24 000 — на рефрижераторный фургон и $14 000 — на оборотный капитал.\n\nИнвесторы получают три фиксированных транша: 35% вложенной суммы на 8-й месяц, 40% — на 16-й и 41% — на 24-й, что даёт договорный минимум +16%. С 9-го месяца они также получают 15% квартальной чистой прибыли сети сверх плана.\n\nРиски: цены на муку и сливочное масло (в 2022 году они выросли примерно на 18%), текучесть персонала в магазинах и результаты новых точек в деловых районах, где в выходные продажи низкие. Golden Crust закупает муку по полугодовым контрактам, платит пекарям выше рынка и выбрала помещения в многофункциональных зданиях с офисами и квартирами.',
  },
  location: {
    en: 'Long Bien District, Hanoi, Vietnam',
    vi: 'Quận Long Biên, Hà Nội, Việt Nam',
    ru: 'Район Лонгбьен, Ханой, Вьетнам',
  },
  currency: 'USD',
  target: 180000,
  raised: 121350,
  investorCount: 146,
  ticketMin: 150,
  ticketMax: 15000,
  ticketStep: 150,
  fundingStartDays: -74,
  fundingEndDays: 16,
  payoutFormat: {
    en: 'Fixed tranches, then quarterly profit share',
    vi: 'Chi trả theo đợt cố định, sau đó chia lợi nhuận hằng quý',
    ru: 'Фиксированные транши, затем ежеквартальная доля прибыли',
  },
  expectedReturnPct: 16,
  annualYieldPct: 8,
  investmentStructure: {
    en: 'Profit-participation loan',
    vi: 'Khoản vay tham gia lợi nhuận',
    ru: 'Заём с участием в прибыли',
  },
  investmentTermMonths: 24,
  legal: {
    en: 'Golden Crust Food Co., Ltd. (limited liability company), enterprise code 0106835592',
    vi: 'Công ty TNHH Thực phẩm Golden Crust (công ty trách nhiệm hữu hạn), mã số doanh nghiệp 0106835592',
    ru: 'ООО «Голден Краст Фуд» (общество с ограниченной ответственностью), код предприятия 0106835592',
  },
  videoFile: 'golden-crust-bakery.webm',
  images: [
    {
      file: 'golden-crust-bakery-1.svg',
      alt: {
        en: 'Shelves of bread, baguettes and pastries in a warm bakery',
        vi: 'Kệ bánh mì, bánh baguette và bánh ngọt trong tiệm bánh ấm áp',
        ru: 'Полки с хлебом, багетами и выпечкой в уютной пекарне',
      },
    },
    {
      file: 'golden-crust-bakery-2.svg',
      alt: {
        en: 'The bakery shopfront on a Hanoi street',
        vi: 'Mặt tiền tiệm bánh trên một con phố Hà Nội',
        ru: 'Витрина пекарни на ханойской улице',
      },
    },
    {
      file: 'golden-crust-bakery-3.svg',
      alt: {
        en: 'A deck oven with baguettes baking',
        vi: 'Lò nướng tầng với những ổ bánh mì đang nướng',
        ru: 'Подовая печь с выпекающимися багетами',
      },
    },
    {
      file: 'golden-crust-bakery-4.svg',
      alt: {
        en: 'Croissants and a banh mi on a tray',
        vi: 'Bánh croissant và bánh mì trên khay',
        ru: 'Круассаны и баньми на подносе',
      },
    },
  ],
  team: [
    {
      name: 'Lê Hoàng Nam',
      role: { en: 'Co-founder & Head Baker', vi: 'Đồng sáng lập & Bếp trưởng', ru: 'Сооснователь и шеф-пекарь' },
      bio: {
        en: "Nam trained as a baker in Lyon and spent seven years in the pastry kitchens of international hotels in Hanoi. He develops every recipe and runs the central kitchen's team of 22.",
        vi: 'Anh Nam học nghề làm bánh tại Lyon và có bảy năm làm việc trong bếp bánh của các khách sạn quốc tế tại Hà Nội. Anh phát triển mọi công thức và điều hành đội ngũ 22 người của bếp trung tâm.',
        ru: 'Нам учился пекарскому делу в Лионе и семь лет работал в кондитерских цехах международных отелей Ханоя. Он разрабатывает все рецепты и руководит командой центрального цеха из 22 человек.',
      },
      photo: 'golden-crust-bakery-team-1.svg',
    },
    {
      name: 'Ngô Thu Trang',
      role: {
        en: 'Co-founder & Managing Director',
        vi: 'Đồng sáng lập & Giám đốc điều hành',
        ru: 'Сооснователь и управляющий директор',
      },
      bio: {
        en: 'Trang has an MBA from the National Economics University and managed retail stores for a fashion brand before co-founding Golden Crust. She chooses the shop locations and handles finance and staff.',
        vi: 'Chị Trang có bằng MBA của Đại học Kinh tế Quốc dân và từng quản lý cửa hàng cho một thương hiệu thời trang trước khi đồng sáng lập Golden Crust. Chị phụ trách chọn mặt bằng, tài chính và nhân sự.',
        ru: 'У Чанг степень MBA Национального экономического университета; до основания Golden Crust она управляла магазинами модного бренда. Она выбирает помещения для магазинов, отвечает за финансы и персонал.',
      },
      photo: 'golden-crust-bakery-team-2.svg',
    },
    {
      name: 'Đinh Quang Hải',
      role: {
        en: 'Head of Logistics & Wholesale',
        vi: 'Phụ trách Giao vận & Bán sỉ',
        ru: 'Руководитель логистики и оптовых продаж',
      },
      bio: {
        en: 'Hai joined in 2018 and built the wholesale business from three to 26 café and hotel clients. He plans the daily delivery routes that leave the central kitchen before 5 a.m.',
        vi: 'Anh Hải gia nhập năm 2018 và phát triển mảng bán sỉ từ ba lên 26 khách hàng quán cà phê và khách sạn. Anh lên kế hoạch các tuyến giao hàng hằng ngày xuất phát từ bếp trung tâm trước 5 giờ sáng.',
        ru: 'Хай присоединился в 2018 году и развил оптовое направление с трёх до 26 клиентов среди кафе и отелей. Он планирует ежедневные маршруты доставки, которые выезжают из цеха до 5 утра.',
      },
      photo: 'golden-crust-bakery-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan 2025–2027',
        vi: 'Kế hoạch kinh doanh 2025–2027',
        ru: 'Бизнес-план на 2025–2027 годы',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'Golden Crust will raise central kitchen capacity by about 70% and open two shops in office districts, growing from four to six shops within six months of funding.',
          ],
        },
        {
          heading: 'Revenue history',
          table: [
            ['2022', '$690,000 revenue, $71,000 EBITDA'],
            ['2023', '$815,000 revenue, $96,000 EBITDA'],
            ['2024', '$920,000 revenue, $118,000 EBITDA'],
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Deck oven, spiral mixer, proofer, blast chiller', '$64,000'],
            ['Two new shops (Cau Giay, Nam Tu Liem)', '$78,000'],
            ['Refrigerated delivery van', '$24,000'],
            ['Working capital', '$14,000'],
            ['Total', '$180,000'],
          ],
        },
        {
          heading: 'Shop economics',
          table: [
            ['Average ticket', '$1.85'],
            ['Customers per shop per day (mature)', '340'],
            ['Fit-out cost per shop', '$39,000'],
            ['Shop-level EBITDA margin', '19%'],
            ['Payback per shop', '20 months'],
          ],
        },
        {
          heading: 'Wholesale',
          paragraphs: [
            'Wholesale to 26 cafés and hotels brought in $212,000 in 2024. The new oven allows the company to accept 15 more accounts that are currently on a waiting list.',
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
            ['Issuer', 'Golden Crust Food Co., Ltd., enterprise code 0106835592'],
            ['Instrument', 'Profit-participation loan'],
            ['Target amount', '$180,000'],
            ['Minimum investment', '$150, in steps of $150; maximum $15,000 per investor'],
            ['Contract minimum return', '+16% over 24 months (e.g. $10,000 → $11,600)'],
            ['Profit share', '15% of quarterly net profit above plan, from month 9'],
            ['Funding window', '60 days, extended once by 30 days'],
          ],
        },
        {
          heading: 'Payout schedule for $10,000',
          table: [
            ['Month 8', '$3,500'],
            ['Month 16', '$4,000'],
            ['Month 24', '$4,100'],
            ['Total', '$11,600 plus any profit share'],
          ],
        },
        {
          heading: 'Fees and refunds',
          table: [
            ['Service fee', '5%'],
            ['Card processing fee', '2.5%'],
            ['Reflection period', '4 days'],
            ['Target not reached by the extended deadline', 'Full refund to all investors'],
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: [
            'The agreement is governed by the laws of Vietnam. Disputes are settled by the Vietnam International Arbitration Centre in Hanoi.',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 14,
      title: {
        en: 'Round extended by 30 days',
        vi: 'Gia hạn vòng gọi vốn thêm 30 ngày',
        ru: 'Раунд продлён на 30 дней',
      },
      body: {
        en: "We reached 67% of the target in the original 60 days. Around 40 customers who want to invest are still completing identity verification, so with Grove's approval we have extended the round by 30 days. If the target is not reached by the new deadline, everyone is refunded in full.",
        vi: 'Chúng tôi đạt 67% mục tiêu trong 60 ngày ban đầu. Khoảng 40 khách hàng muốn đầu tư vẫn đang hoàn tất xác minh danh tính, nên với sự chấp thuận của Grove, vòng gọi vốn được gia hạn thêm 30 ngày. Nếu không đạt mục tiêu trước hạn mới, mọi người sẽ được hoàn tiền đầy đủ.',
        ru: 'За исходные 60 дней мы собрали 67% цели. Около 40 наших покупателей, желающих инвестировать, ещё проходят проверку личности, поэтому с одобрения Grove раунд продлён на 30 дней. Если цель не будет достигнута к новому сроку, всем вернут деньги в полном объёме.',
      },
    },
    {
      daysAgo: 31,
      title: {
        en: 'Cau Giay lease confirmed',
        vi: 'Đã xác nhận mặt bằng Cầu Giấy',
        ru: 'Помещение в Каузяй подтверждено',
      },
      body: {
        en: 'The landlord of the Cau Giay site has agreed to hold the unit until the end of the round. It is on the ground floor of a building with 1,400 office workers and 300 apartments.',
        vi: 'Chủ nhà mặt bằng Cầu Giấy đồng ý giữ chỗ đến hết vòng gọi vốn. Mặt bằng nằm ở tầng trệt một tòa nhà có 1.400 nhân viên văn phòng và 300 căn hộ.',
        ru: 'Арендодатель в Каузяй согласился придержать помещение до конца раунда. Оно на первом этаже здания, где работают 1 400 офисных сотрудников и есть 300 квартир.',
      },
    },
    {
      daysAgo: 73,
      title: {
        en: 'Round launched',
        vi: 'Khởi động vòng gọi vốn',
        ru: 'Запуск раунда',
      },
      body: {
        en: 'Golden Crust is raising $180,000 to upgrade its central kitchen and open two new shops.',
        vi: 'Golden Crust gọi vốn 180.000 USD để nâng cấp bếp trung tâm và mở hai cửa hàng mới.',
        ru: 'Golden Crust привлекает $180 000 на модернизацию центрального цеха и открытие двух новых магазинов.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 15000),
    {
      question: {
        en: 'Why was the round extended?',
        vi: 'Vì sao vòng gọi vốn được gia hạn?',
        ru: 'Почему раунд продлили?',
      },
      answer: {
        en: 'Because a group of customers who want to invest needed more time to complete verification. An extension is allowed once, for up to 30 days. Investments already made stay valid; if the target is still not reached, all of them are refunded in full.',
        vi: 'Vì một nhóm khách hàng muốn đầu tư cần thêm thời gian hoàn tất xác minh. Vòng gọi vốn chỉ được gia hạn một lần, tối đa 30 ngày. Các khoản đầu tư đã thực hiện vẫn giữ nguyên; nếu vẫn không đạt mục tiêu, tất cả sẽ được hoàn tiền đầy đủ.',
        ru: 'Группе покупателей, которые хотят инвестировать, нужно больше времени на проверку. Продлить раунд можно один раз и не более чем на 30 дней. Уже сделанные инвестиции остаются в силе; если цель всё равно не будет достигнута, все деньги вернут полностью.',
      },
    },
    {
      question: {
        en: 'When is the first payout?',
        vi: 'Khi nào có khoản chi trả đầu tiên?',
        ru: 'Когда первая выплата?',
      },
      answer: {
        en: 'The first tranche, 35% of your principal, is paid in month 8 after disbursement. Then 40% in month 16 and 41% in month 24. Profit share above plan, if any, is paid quarterly from month 9.',
        vi: 'Đợt đầu tiên, bằng 35% vốn gốc, được chi trả vào tháng thứ 8 sau khi giải ngân. Tiếp theo là 40% vào tháng thứ 16 và 41% vào tháng thứ 24. Phần chia lợi nhuận vượt kế hoạch, nếu có, được trả hằng quý từ tháng thứ 9.',
        ru: 'Первый транш — 35% вложенной суммы — на 8-й месяц после перечисления средств. Затем 40% на 16-й и 41% на 24-й месяц. Доля прибыли сверх плана, если будет, выплачивается ежеквартально с 9-го месяца.',
      },
    },
    feesFaq(),
    targetNotReachedFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Đặng Thùy Linh',
      language: 'vi',
      daysAgo: 40,
      question: 'Cửa hàng mới có bán bánh kem đặt theo yêu cầu như ở Tây Hồ không?',
      answer:
        'Có ạ. Cả hai cửa hàng mới đều nhận đặt bánh kem, bánh được làm tại bếp trung tâm và giao đến cửa hàng trong ngày.',
      answeredDaysAgo: 39,
    },
    {
      askedBy: 'Robert H.',
      language: 'en',
      daysAgo: 22,
      question: 'What share of revenue comes from wholesale, and are those contracts long-term?',
      answer:
        'Wholesale was 23% of revenue in 2024. Most accounts order on rolling monthly terms, but our five largest hotel clients have annual contracts, and none has left in the past three years.',
      answeredDaysAgo: 21,
    },
    {
      askedBy: 'Ольга Н.',
      language: 'ru',
      daysAgo: 10,
      question: 'Если раунд не наберёт цель даже после продления, вы всё равно откроете новые магазины?',
      answer:
        'Один магазин — да, за счёт собственных средств и банковского кредита, но позже, примерно через год. Модернизация цеха без этого раунда отложится.',
      answeredDaysAgo: 9,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 13 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 16 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 20 },
    ],
    ebitda: [
      { period: '2024', value: 118000 },
      { period: '2025', value: 124000 },
      { period: '2026', value: 186000 },
      { period: '2027', value: 214000 },
      { period: '2028', value: 232000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 920000 },
      { period: '2025', value: 985000 },
      { period: '2026', value: 1290000 },
      { period: '2027', value: 1410000 },
      { period: '2028', value: 1480000 },
    ],
    userGrowth: [
      { period: '2024', value: 493000 },
      { period: '2025', value: 512000 },
      { period: '2026', value: 690000 },
      { period: '2027', value: 742000 },
      { period: '2028', value: 768000 },
    ],
  },
};
