import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, ticketFaq } from './platform-faq.js';

export const ribeiraEbikeHub: DemoBusiness = {
  id: 'ribeira-ebike-hub',
  status: 'payout',
  featured: false,
  category: 'technology',
  name: {
    en: 'Ribeira E-Bike Hub',
    vi: 'Ribeira E-Bike Hub – xe đạp điện & trạm sạc',
    ru: 'Ribeira E-Bike Hub — электровелосипеды и зарядка',
  },
  description: {
    en: 'An e-bike rental, repair and EV-charging hub next to Porto’s Campanhã station, paying investors a quarterly share of rental and charging revenue.',
    vi: 'Trung tâm cho thuê, sửa chữa xe đạp điện và sạc xe điện cạnh ga Campanhã ở Porto, chi trả cho nhà đầu tư hằng quý từ doanh thu cho thuê và sạc.',
    ru: 'Прокат и ремонт электровелосипедов и зарядка электромобилей у вокзала Кампаня в Порту: инвесторы ежеквартально получают долю выручки от проката и зарядки.',
  },
  about: {
    en: 'Ribeira E-Bike Hub started in 2019 as a bicycle repair shop a few minutes from Campanhã, Porto’s main railway station. In 2022 it began renting e-bikes to visitors, and today it combines three businesses on one site: repairs and servicing of bikes and e-bikes, e-bike rentals and guided rides along the Douro, and a public charging yard for electric cars.\n\nFounder João Ferreira has repaired bicycles for twenty years and is one of the few mechanics in northern Portugal certified to service the major e-bike motor systems. Before the round the business earned $168,000 in a year ($96,000 from repairs and $72,000 from rentals) with $27,000 EBITDA.\n\nThe $85,000 raised on Grove paid for ten 22 kW AC chargers and two 50 kW DC fast chargers in the courtyard behind the shop ($48,000), a fleet of 40 e-bikes for rentals and tours ($26,000), diagnostic tools for e-bike motors and batteries ($6,000), and working capital ($5,000). The chargers are listed in the main charging apps and are used by taxis, car-sharing vehicles and drivers arriving by train.\n\nInvestors receive 25% of e-bike rental and charging revenue, paid every quarter from month 6 until they reach the contract minimum of +16%. Any shortfall at the end of month 24 is paid by the company. Four quarterly payouts totalling $53,550 have been made so far.\n\nRisks: rentals depend on tourist numbers and the weather, so payouts vary from quarter to quarter; charging revenue depends on electricity prices and on competition from new public chargers nearby. The site is leased until 2032, and the chargers can be moved to another site if needed.',
    vi: 'Ribeira E-Bike Hub khởi đầu năm 2019 là một tiệm sửa xe đạp cách Campanhã, nhà ga chính của Porto, vài phút đi bộ. Năm 2022, tiệm bắt đầu cho du khách thuê xe đạp điện, và nay kết hợp ba mảng kinh doanh tại một địa điểm: sửa chữa, bảo dưỡng xe đạp và xe đạp điện; cho thuê xe đạp điện và tour đạp xe dọc sông Douro; và bãi sạc công cộng cho ô tô điện.\n\nNhà sáng lập João Ferreira có hai mươi năm sửa xe đạp và là một trong số ít thợ ở miền bắc Bồ Đào Nha được chứng nhận bảo dưỡng các hệ thống động cơ xe đạp điện phổ biến. Trước vòng gọi vốn, doanh thu một năm là 168.000 USD (96.000 USD từ sửa chữa và 72.000 USD từ cho thuê) với EBITDA 27.000 USD.\n\nKhoản 85.000 USD huy động trên Grove đã được dùng để lắp mười trụ sạc AC 22 kW và hai trụ sạc nhanh DC 50 kW ở sân sau cửa hàng (48.000 USD), đội 40 xe đạp điện cho thuê và tour (26.000 USD), thiết bị chẩn đoán động cơ và pin xe đạp điện (6.000 USD), cùng vốn lưu động (5.000 USD). Các trụ sạc đã có trên những ứng dụng sạc chính và được taxi, xe chia sẻ và người lái xe đến bằng tàu hỏa sử dụng.\n\nNhà đầu tư nhận 25% doanh thu cho thuê xe đạp điện và sạc xe, chi trả hằng quý từ tháng thứ 6 cho đến khi đạt mức lợi nhuận tối thiểu theo hợp đồng +16%. Nếu đến cuối tháng thứ 24 còn thiếu, công ty sẽ bù phần chênh lệch. Đến nay đã có bốn kỳ chi trả hằng quý với tổng số tiền 53.550 USD.\n\nRủi ro: mảng cho thuê phụ thuộc vào lượng du khách và thời tiết, nên khoản chi trả thay đổi theo từng quý; doanh thu sạc phụ thuộc vào giá điện và sự cạnh tranh của các trạm sạc công cộng mới gần đó. Mặt bằng được thuê đến năm 2032, và các trụ sạc có thể di dời sang địa điểm khác nếu cần.',
    ru: 'Ribeira E-Bike Hub появился в 2019 году как веломастерская в нескольких минутах от Кампаня — главного вокзала Порту. В 2022 году здесь начали сдавать электровелосипеды туристам, и сегодня на одной площадке работают три направления: ремонт и обслуживание велосипедов и электровелосипедов, прокат электровелосипедов и велотуры вдоль Дору, а также общественная зарядка для электромобилей.\n\nОснователь Жуан Феррейра ремонтирует велосипеды двадцать лет и входит в число немногих механиков на севере Португалии с сертификатами на обслуживание основных систем моторов электровелосипедов. До раунда годовая выручка составляла $168 000 ($96 000 — ремонт, $72 000 — прокат), EBITDA — $27 000.\n\nСобранные на Grove $85 000 пошли на десять зарядных станций переменного тока по 22 кВт и две быстрые станции постоянного тока по 50 кВт во дворе за мастерской ($48 000), парк из 40 электровелосипедов для проката и туров ($26 000), диагностическое оборудование для моторов и батарей ($6 000) и оборотный капитал ($5 000). Зарядки есть во всех основных приложениях, ими пользуются такси, каршеринг и водители, приезжающие на поезде.\n\nИнвесторы получают 25% выручки от проката электровелосипедов и зарядки, выплаты ежеквартальные с 6-го месяца — до достижения договорного минимума +16%. Недостачу на конец 24-го месяца доплачивает компания. На сегодня проведено четыре квартальные выплаты на общую сумму $53 550.\n\nРиски: прокат зависит от турпотока и погоды, поэтому выплаты меняются от квартала к кварталу; выручка от зарядки зависит от цен на электроэнергию и конкуренции новых общественных зарядок поблизости. Площадка арендована до 2032 года, а зарядные станции при необходимости можно перенести.',
  },
  location: {
    en: 'Campanhã, Porto, Portugal',
    vi: 'Campanhã, Porto, Bồ Đào Nha',
    ru: 'Кампаня, Порту, Португалия',
  },
  currency: 'USD',
  target: 85000,
  raised: 85000,
  investorCount: 102,
  ticketMin: 100,
  ticketMax: 10000,
  ticketStep: 100,
  fundingStartDays: -520,
  fundingEndDays: -478,
  payoutFormat: {
    en: 'Quarterly revenue share from month 6',
    vi: 'Chia sẻ doanh thu hằng quý từ tháng thứ 6',
    ru: 'Ежеквартальная доля выручки с 6-го месяца',
  },
  expectedReturnPct: 16,
  annualYieldPct: 8,
  investmentStructure: {
    en: 'Revenue-sharing agreement',
    vi: 'Hợp đồng chia sẻ doanh thu',
    ru: 'Договор о разделе выручки',
  },
  investmentTermMonths: 24,
  legal: {
    en: 'Ribeira Mobilidade, Lda. (private limited company), NIPC 516284903',
    vi: 'Ribeira Mobilidade, Lda. (công ty trách nhiệm hữu hạn), mã số NIPC 516284903',
    ru: 'Ribeira Mobilidade, Lda. (общество с ограниченной ответственностью), NIPC 516284903',
  },
  images: [
    {
      file: 'ribeira-ebike-hub-1.svg',
      alt: {
        en: 'The shopfront with e-bikes outside and tiled Porto houses behind',
        vi: 'Mặt tiền cửa hàng với xe đạp điện phía trước và những ngôi nhà ốp gạch men Porto phía sau',
        ru: 'Фасад мастерской с электровелосипедами и облицованные плиткой дома Порту на заднем плане',
      },
    },
    {
      file: 'ribeira-ebike-hub-2.svg',
      alt: {
        en: 'An electric car at a fast charger in the courtyard',
        vi: 'Ô tô điện đang sạc tại trụ sạc nhanh trong sân',
        ru: 'Электромобиль на быстрой зарядке во дворе',
      },
    },
    {
      file: 'ribeira-ebike-hub-3.svg',
      alt: {
        en: 'An e-bike on a repair stand with tools on a pegboard',
        vi: 'Xe đạp điện trên giá sửa chữa với dụng cụ treo trên bảng',
        ru: 'Электровелосипед на ремонтной стойке и инструменты на перфопанели',
      },
    },
  ],
  team: [
    {
      name: 'João Ferreira',
      role: { en: 'Founder & Head Mechanic', vi: 'Nhà sáng lập & Thợ trưởng', ru: 'Основатель и главный механик' },
      bio: {
        en: 'João has repaired bicycles in Porto for twenty years and holds service certifications for the leading e-bike motor systems. He opened the shop in 2019.',
        vi: 'João có hai mươi năm sửa xe đạp ở Porto và có chứng chỉ bảo dưỡng các hệ thống động cơ xe đạp điện hàng đầu. Anh mở cửa hàng năm 2019.',
        ru: 'Жуан двадцать лет ремонтирует велосипеды в Порту и имеет сертификаты на обслуживание ведущих систем моторов для электровелосипедов. Мастерскую он открыл в 2019 году.',
      },
      photo: 'ribeira-ebike-hub-team-1.svg',
    },
    {
      name: 'Inês Costa',
      role: { en: 'Operations & Partnerships', vi: 'Vận hành & Đối tác', ru: 'Операции и партнёрства' },
      bio: {
        en: 'Inês worked for eight years at a Porto tour operator. She runs rentals and guided rides and signed the partnerships with hotels and the charging apps.',
        vi: 'Inês có tám năm làm việc tại một công ty lữ hành ở Porto. Chị phụ trách mảng cho thuê, tour đạp xe và ký kết hợp tác với các khách sạn và ứng dụng sạc.',
        ru: 'Инеш восемь лет работала в туроператоре в Порту. Она руководит прокатом и велотурами и заключила партнёрства с отелями и приложениями для зарядки.',
      },
      photo: 'ribeira-ebike-hub-team-2.svg',
    },
    {
      name: 'Ricardo Sousa',
      role: {
        en: 'Charging Infrastructure Lead',
        vi: 'Phụ trách hạ tầng sạc',
        ru: 'Руководитель зарядной инфраструктуры',
      },
      bio: {
        en: 'Ricardo is a licensed electrician who installed charging points for a national utility. He maintains the chargers and monitors their availability remotely.',
        vi: 'Ricardo là thợ điện có giấy phép, từng lắp đặt trụ sạc cho một công ty điện lực quốc gia. Anh bảo trì các trụ sạc và giám sát tình trạng hoạt động từ xa.',
        ru: 'Рикарду — лицензированный электрик, устанавливавший зарядные станции для национальной энергокомпании. Он обслуживает зарядки и удалённо следит за их доступностью.',
      },
      photo: 'ribeira-ebike-hub-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: charging yard and e-bike fleet',
        vi: 'Kế hoạch kinh doanh: bãi sạc và đội xe đạp điện',
        ru: 'Бизнес-план: зарядная площадка и прокатный парк',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'The project adds a public charging yard and a larger rental fleet to an established repair shop, using a courtyard the company already leases.',
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Ten 22 kW AC and two 50 kW DC chargers, installed', '$48,000'],
            ['40 e-bikes for rentals and tours', '$26,000'],
            ['Diagnostic tools', '$6,000'],
            ['Working capital', '$5,000'],
            ['Total', '$85,000'],
          ],
        },
        {
          heading: 'Revenue assumptions',
          table: [
            ['E-bike rental, per day', '$32'],
            ['Guided ride, per person', '$55'],
            ['Average fleet utilisation', '52%'],
            ['Charging margin per kWh', '$0.14'],
            ['Energy sold per month (month 12)', '21,000 kWh'],
          ],
        },
        {
          heading: 'Revenue history',
          table: [
            ['2021', '$88,000 (repairs only)'],
            ['2022', '$131,000'],
            ['Year before the round', '$168,000 revenue, $27,000 EBITDA'],
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
            ['Issuer', 'Ribeira Mobilidade, Lda., NIPC 516284903'],
            ['Instrument', 'Revenue-sharing agreement'],
            ['Amount', '$85,000'],
            ['Minimum investment', '$100, in steps of $100; maximum $10,000 per investor'],
            ['Revenue share', '25% of e-bike rental and charging revenue'],
            ['Contract minimum return', '+16% over 24 months (e.g. $10,000 → $11,600)'],
            ['Payout frequency', 'Quarterly, from month 6'],
          ],
        },
        {
          heading: 'Payouts made so far, per $10,000',
          table: [
            ['Month 6', '$1,450'],
            ['Month 9', '$1,900'],
            ['Month 12', '$1,250'],
            ['Month 15', '$1,700'],
            ['Remaining to the contract minimum', '$5,300'],
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
          paragraphs: ['The agreement is governed by Portuguese law. Disputes are heard by the courts of Porto.'],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 14,
      title: {
        en: 'Fourth payout: $14,450',
        vi: 'Kỳ chi trả thứ tư: 14.450 USD',
        ru: 'Четвёртая выплата — $14 450',
      },
      body: {
        en: 'This quarter’s 25% share of rental and charging revenue came to $14,450, or $1,700 per $10,000 invested. In total, investors have now received $6,300 per $10,000, and $5,300 remains to the contract minimum.',
        vi: 'Phần 25% doanh thu cho thuê và sạc của quý này là 14.450 USD, tức 1.700 USD cho mỗi 10.000 USD đầu tư. Tổng cộng nhà đầu tư đã nhận 6.300 USD cho mỗi 10.000 USD, còn 5.300 USD nữa là đạt mức tối thiểu theo hợp đồng.',
        ru: 'Доля 25% выручки от проката и зарядки за квартал составила $14 450, или $1 700 на каждые $10 000. Всего инвесторы получили $6 300 на каждые $10 000; до договорного минимума осталось $5 300.',
      },
    },
    {
      daysAgo: 105,
      title: {
        en: 'Third payout: $10,625',
        vi: 'Kỳ chi trả thứ ba: 10.625 USD',
        ru: 'Третья выплата — $10 625',
      },
      body: {
        en: 'A quieter quarter for rentals brought a lower payout of $10,625 ($1,250 per $10,000). Charging revenue kept growing: energy sold was up 22% on the previous quarter.',
        vi: 'Một quý ít khách thuê xe hơn nên khoản chi trả thấp hơn, 10.625 USD (1.250 USD cho mỗi 10.000 USD). Doanh thu sạc vẫn tăng: lượng điện bán ra tăng 22% so với quý trước.',
        ru: 'Квартал выдался спокойным для проката, поэтому выплата меньше — $10 625 ($1 250 на каждые $10 000). Выручка от зарядки продолжила расти: продано на 22% больше энергии, чем кварталом ранее.',
      },
    },
    {
      daysAgo: 197,
      title: {
        en: 'Second payout: $16,150',
        vi: 'Kỳ chi trả thứ hai: 16.150 USD',
        ru: 'Вторая выплата — $16 150',
      },
      body: {
        en: 'Our best quarter so far: the fleet was rented 61% of days and the guided Douro rides were often sold out. Investors received $16,150, or $1,900 per $10,000.',
        vi: 'Quý tốt nhất từ trước đến nay: đội xe được thuê 61% số ngày và tour đạp xe dọc sông Douro thường xuyên kín chỗ. Nhà đầu tư nhận 16.150 USD, tức 1.900 USD cho mỗi 10.000 USD.',
        ru: 'Лучший квартал на сегодня: парк был в прокате 61% дней, а туры вдоль Дору часто распродавались полностью. Инвесторы получили $16 150, или $1 900 на каждые $10 000.',
      },
    },
    {
      daysAgo: 288,
      title: {
        en: 'First payout: $12,325',
        vi: 'Kỳ chi trả đầu tiên: 12.325 USD',
        ru: 'Первая выплата — $12 325',
      },
      body: {
        en: 'The first quarterly revenue share was paid on schedule in month 6: $12,325 in total, $1,450 per $10,000 invested.',
        vi: 'Kỳ chia sẻ doanh thu đầu tiên được chi trả đúng hạn vào tháng thứ 6: tổng cộng 12.325 USD, tức 1.450 USD cho mỗi 10.000 USD đầu tư.',
        ru: 'Первая квартальная доля выручки выплачена в срок на 6-й месяц: всего $12 325, или $1 450 на каждые $10 000.',
      },
    },
    {
      daysAgo: 440,
      title: {
        en: 'Chargers live',
        vi: 'Các trụ sạc đã hoạt động',
        ru: 'Зарядки запущены',
      },
      body: {
        en: 'All twelve chargers are connected and visible in the main charging apps. The 40 new e-bikes arrived last week.',
        vi: 'Cả mười hai trụ sạc đã được đấu nối và hiển thị trên các ứng dụng sạc chính. 40 xe đạp điện mới đã về tuần trước.',
        ru: 'Все двенадцать зарядных станций подключены и видны в основных приложениях. 40 новых электровелосипедов прибыли на прошлой неделе.',
      },
    },
  ],
  faq: [
    ticketFaq(100, 100, 10000),
    {
      question: {
        en: 'Why do payouts change from quarter to quarter?',
        vi: 'Vì sao khoản chi trả thay đổi theo từng quý?',
        ru: 'Почему выплаты меняются от квартала к кварталу?',
      },
      answer: {
        en: 'Because they are a share of actual revenue, and e-bike rentals follow the tourist season. Charging revenue is steadier. If the total is below the contract minimum at the end of month 24, the company pays the difference.',
        vi: 'Vì đó là phần chia từ doanh thu thực tế, mà mảng cho thuê xe đạp điện phụ thuộc mùa du lịch. Doanh thu sạc ổn định hơn. Nếu đến cuối tháng thứ 24 tổng số tiền thấp hơn mức tối thiểu, công ty sẽ bù phần chênh lệch.',
        ru: 'Потому что это доля фактической выручки, а прокат электровелосипедов зависит от туристического сезона. Выручка от зарядки стабильнее. Если к концу 24-го месяца сумма окажется ниже договорного минимума, компания доплатит разницу.',
      },
    },
    {
      question: {
        en: 'How much is left to reach the contract minimum?',
        vi: 'Còn bao nhiêu nữa để đạt mức tối thiểu theo hợp đồng?',
        ru: 'Сколько осталось до договорного минимума?',
      },
      answer: {
        en: 'After four payouts, $5,300 per $10,000 invested remains, to be paid over the next three quarters.',
        vi: 'Sau bốn kỳ chi trả, còn 5.300 USD cho mỗi 10.000 USD đầu tư, sẽ được chi trả trong ba quý tới.',
        ru: 'После четырёх выплат осталось $5 300 на каждые $10 000 — они будут выплачены в ближайшие три квартала.',
      },
    },
    feesFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Miguel A.',
      language: 'en',
      daysAgo: 150,
      question: 'Are you planning more fast chargers? The DC ones always seem busy.',
      answer:
        'Yes, the two DC chargers run at 38% utilisation, which is high. A third one would need a grid upgrade; we have asked the network operator for a quote.',
      answeredDaysAgo: 148,
    },
    {
      askedBy: 'Виктор Ш.',
      language: 'ru',
      daysAgo: 40,
      question: 'Какая доля выручки от зарядки приходится на такси?',
      answer:
        'Около 45%. У нас договор с двумя таксопарками, их водители заряжаются в основном ночью на быстрых станциях.',
      answeredDaysAgo: 39,
    },
    {
      askedBy: 'Ngô Bảo Ngọc',
      language: 'vi',
      daysAgo: 9,
      question: 'Tôi có thể thuê xe đạp điện khi đến Porto với tư cách nhà đầu tư không? Có ưu đãi gì không?',
      answer:
        'Có ạ, nhà đầu tư được giảm 20% khi thuê xe và tham gia tour. Hãy gửi email cho chúng tôi trước chuyến đi để nhận mã giảm giá.',
      answeredDaysAgo: 8,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 13 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 16 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 19 },
    ],
    ebitda: [
      { period: '2022', value: 14000 },
      { period: '2023', value: 27000 },
      { period: '2024', value: 82000 },
      { period: '2025', value: 101000 },
      { period: '2026', value: 112000 },
    ],
    expectedRevenue: [
      { period: '2022', value: 131000 },
      { period: '2023', value: 168000 },
      { period: '2024', value: 305000 },
      { period: '2025', value: 338000 },
      { period: '2026', value: 360000 },
    ],
    userGrowth: [
      { period: '2022', value: 2100 },
      { period: '2023', value: 2900 },
      { period: '2024', value: 6800 },
      { period: '2025', value: 8100 },
      { period: '2026', value: 8900 },
    ],
  },
};
