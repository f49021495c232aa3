import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, targetNotReachedFaq, ticketFaq } from './platform-faq.js';

export const sunroofSolarDanang: DemoBusiness = {
  id: 'sunroof-solar-danang',
  status: 'fundraising',
  featured: true,
  category: 'renewable_energy',
  name: {
    en: 'SunRoof Solar Da Nang',
    vi: 'SunRoof Solar Đà Nẵng',
    ru: 'SunRoof Solar Дананг',
  },
  description: {
    en: 'A rooftop solar installer with 210 completed projects, financing 1.2 MWp of signed installations for factories, hotels and schools in central Vietnam.',
    vi: 'Đơn vị lắp đặt điện mặt trời mái nhà với 210 dự án đã hoàn thành, gọi vốn cho 1,2 MWp hợp đồng đã ký với nhà máy, khách sạn và trường học ở miền Trung.',
    ru: 'Установщик солнечных электростанций на крышах с 210 завершёнными проектами финансирует 1,2 МВт·п уже подписанных контрактов для фабрик, отелей и школ центрального Вьетнама.',
  },
  about: {
    en: 'SunRoof Solar designs and installs rooftop solar systems for small and medium-sized businesses in Da Nang and Quang Nam. Since 2018 it has completed 210 projects with a total capacity of 9.6 MWp, from 15 kWp family hotels to a 480 kWp seafood processing plant, and it maintains every system it has built.\n\nThe company was founded by electrical engineer Le Van Thanh, who previously led grid-connection projects at a regional power company. In 2024 it earned $1.35 million in revenue and $148,000 in EBITDA. Its customers pay for systems from their electricity savings: 20% on completion and the rest in 24 monthly instalments, which has made SunRoof popular with owners who cannot pay upfront.\n\nThe $450,000 round finances 1.2 MWp of contracts that are already signed with 14 customers in the Hoa Khanh industrial park, along the beach in Son Tra and in Hoi An. The money goes to panels and inverters ($228,000), mounting structures and cabling ($90,000), installation crews ($54,000), battery storage at three sites ($48,000), and permits, insurance and working capital ($30,000).\n\nInvestors are paid in three fixed tranches funded by customer instalments: 30% of the principal in month 8, 40% in month 16 and 48% in month 24, which together make the contract minimum of +18%. From month 12, investors also receive 10% of any quarterly profit above plan.\n\nThe risks: a customer may pay instalments late or go out of business, equipment prices can move before the order is placed, and installation depends on the weather during the rainy season (September to December). Every system stays the property of SunRoof until fully paid and can be removed and resold; the panels for this round are priced in a quotation valid for 60 days.',
    vi: 'SunRoof Solar thiết kế và lắp đặt hệ thống điện mặt trời mái nhà cho doanh nghiệp vừa và nhỏ tại Đà Nẵng và Quảng Nam. Từ năm 2018, công ty đã hoàn thành 210 dự án với tổng công suất 9,6 MWp, từ khách sạn gia đình 15 kWp đến nhà máy chế biến thủy sản 480 kWp, và đang bảo trì toàn bộ các hệ thống đã lắp.\n\nNgười sáng lập là kỹ sư điện Lê Văn Thành, từng phụ trách các dự án đấu nối lưới điện tại một công ty điện lực khu vực. Năm 2024, công ty đạt doanh thu 1,35 triệu USD và EBITDA 148.000 USD. Khách hàng trả tiền hệ thống bằng chính khoản tiết kiệm điện: 20% khi nghiệm thu và phần còn lại trong 24 tháng, vì vậy SunRoof được nhiều chủ doanh nghiệp không có sẵn vốn lựa chọn.\n\nVòng gọi vốn 450.000 USD tài trợ cho 1,2 MWp hợp đồng đã ký với 14 khách hàng tại khu công nghiệp Hòa Khánh, ven biển Sơn Trà và Hội An. Số tiền được dùng cho tấm pin và biến tần (228.000 USD), khung giá đỡ và cáp (90.000 USD), đội thi công (54.000 USD), pin lưu trữ tại ba địa điểm (48.000 USD), giấy phép, bảo hiểm và vốn lưu động (30.000 USD).\n\nNhà đầu tư được chi trả theo ba đợt cố định từ tiền trả góp của khách hàng: 30% vốn gốc vào tháng thứ 8, 40% vào tháng thứ 16 và 48% vào tháng thứ 24, tổng cộng đạt mức lợi nhuận tối thiểu theo hợp đồng +18%. Từ tháng thứ 12, nhà đầu tư còn nhận thêm 10% phần lợi nhuận hằng quý vượt kế hoạch.\n\nRủi ro gồm: khách hàng có thể trả góp chậm hoặc ngừng hoạt động, giá thiết bị có thể biến động trước khi đặt hàng, và tiến độ thi công phụ thuộc thời tiết mùa mưa (tháng 9 đến tháng 12). Mỗi hệ thống vẫn thuộc sở hữu của SunRoof cho đến khi được thanh toán đủ và có thể tháo dỡ để bán lại; giá tấm pin cho vòng này được chốt theo báo giá có hiệu lực 60 ngày.',
    ru: 'SunRoof Solar проектирует и монтирует солнечные электростанции на крышах для малого и среднего бизнеса в Дананге и провинции Куангнам. С 2018 года компания реализовала 210 проектов общей мощностью 9,6 МВт·п — от семейных отелей на 15 кВт·п до завода по переработке морепродуктов на 480 кВт·п — и обслуживает все построенные станции.\n\nОснователь — инженер-электрик Ле Ван Тхань, ранее руководивший проектами подключения к сети в региональной энергокомпании. В 2024 году выручка составила $1,35 млн, EBITDA — $148 000. Клиенты оплачивают станции из сэкономленных на электричестве денег: 20% при сдаче объекта и остальное — 24 ежемесячными платежами. Поэтому SunRoof выбирают владельцы, у которых нет всей суммы сразу.\n\nРаунд на $450 000 финансирует 1,2 МВт·п уже подписанных контрактов с 14 клиентами в промзоне Хоакхань, на побережье Шонча и в Хойане. Деньги пойдут на панели и инверторы ($228 000), монтажные конструкции и кабели ($90 000), монтажные бригады ($54 000), накопители энергии на трёх объектах ($48 000), а также на разрешения, страховку и оборотный капитал ($30 000).\n\nИнвесторы получают три фиксированных транша из платежей клиентов: 30% от вложенной суммы на 8-й месяц, 40% — на 16-й и 48% — на 24-й, что в сумме даёт договорный минимум +18%. С 12-го месяца инвесторы дополнительно получают 10% квартальной прибыли сверх плана.\n\nРиски: клиент может задерживать платежи или закрыться, цены на оборудование могут измениться до размещения заказа, а сроки монтажа зависят от погоды в сезон дождей (с сентября по декабрь). Каждая станция остаётся собственностью SunRoof до полной оплаты и может быть демонтирована и продана; цены на панели для этого раунда зафиксированы в коммерческом предложении, действующем 60 дней.',
  },
  location: {
    en: 'Hai Chau District, Da Nang, Vietnam',
    vi: 'Quận Hải Châu, Đà Nẵng, Việt Nam',
    ru: 'Район Хайтяу, Дананг, Вьетнам',
  },
  currency: 'USD',
  target: 450000,
  raised: 193500,
  investorCount: 161,
  ticketMin: 250,
  ticketMax: 50000,
  ticketStep: 250,
  fundingStartDays: -31,
  fundingEndDays: 29,
  payoutFormat: {
    en: 'Fixed tranches in months 8, 16 and 24, plus profit share above plan',
    vi: 'Chi trả cố định vào tháng 8, 16 và 24, cộng chia lợi nhuận vượt kế hoạch',
    ru: 'Фиксированные транши на 8-й, 16-й и 24-й месяц плюс доля прибыли сверх плана',
  },
  expectedReturnPct: 18,
  annualYieldPct: 9,
  investmentStructure: {
    en: 'Asset-backed profit-participation loan',
    vi: 'Khoản vay tham gia lợi nhuận có tài sản đảm bảo',
    ru: 'Заём с участием в прибыли, обеспеченный оборудованием',
  },
  investmentTermMonths: 24,
  legal: {
    en: 'SunRoof Energy Solutions JSC (joint-stock company), enterprise code 0402118356',
    vi: 'Công ty Cổ phần Giải pháp Năng lượng SunRoof (công ty cổ phần), mã số doanh nghiệp 0402118356',
    ru: 'АО «СанРуф Энерджи Солюшнз» (акционерное общество), код предприятия 0402118356',
  },
  images: [
    {
      file: 'sunroof-solar-danang-1.svg',
      alt: {
        en: 'Rows of rooftop solar panels under a bright sun',
        vi: 'Những dãy tấm pin mặt trời trên mái nhà dưới ánh nắng',
        ru: 'Ряды солнечных панелей на крышах под ярким солнцем',
      },
    },
    {
      file: 'sunroof-solar-danang-2.svg',
      alt: {
        en: 'A factory roof in an industrial park covered with solar arrays',
        vi: 'Mái nhà xưởng trong khu công nghiệp phủ kín tấm pin',
        ru: 'Крыша фабрики в промзоне, покрытая солнечными панелями',
      },
    },
    {
      file: 'sunroof-solar-danang-3.svg',
      alt: {
        en: 'Inverter and battery storage cabinet on a wall',
        vi: 'Biến tần và tủ pin lưu trữ gắn tường',
        ru: 'Инвертор и шкаф накопителя энергии на стене',
      },
    },
    {
      file: 'sunroof-solar-danang-4.svg',
      alt: {
        en: 'A seaside hotel with solar panels on its roof',
        vi: 'Khách sạn ven biển với tấm pin mặt trời trên mái',
        ru: 'Отель на побережье с солнечными панелями на крыше',
      },
    },
  ],
  team: [
    {
      name: 'Lê Văn Thành',
      role: { en: 'Founder & CEO', vi: 'Nhà sáng lập & Tổng giám đốc', ru: 'Основатель и генеральный директор' },
      bio: {
        en: 'Thanh is an electrical engineer from the University of Science and Technology in Da Nang. Before founding SunRoof in 2018 he spent nine years managing grid-connection projects for a regional power company.',
        vi: 'Anh Thành là kỹ sư điện tốt nghiệp Đại học Bách khoa Đà Nẵng. Trước khi thành lập SunRoof năm 2018, anh có chín năm quản lý các dự án đấu nối lưới điện tại một công ty điện lực khu vực.',
        ru: 'Тхань — инженер-электрик, выпускник Политехнического университета Дананга. До основания SunRoof в 2018 году он девять лет руководил проектами подключения к сети в региональной энергокомпании.',
      },
      photo: 'sunroof-solar-danang-team-1.svg',
    },
    {
      name: 'Hoàng Thị Mai',
      role: { en: 'Chief Financial Officer', vi: 'Giám đốc Tài chính', ru: 'Финансовый директор' },
      bio: {
        en: "Mai was a credit analyst at a commercial bank for seven years, reviewing loans to small manufacturers. At SunRoof she built the instalment programme and monitors every customer's payment record.",
        vi: 'Chị Mai có bảy năm làm chuyên viên thẩm định tín dụng tại một ngân hàng thương mại, chuyên về khoản vay cho doanh nghiệp sản xuất nhỏ. Tại SunRoof, chị xây dựng chương trình trả góp và theo dõi lịch sử thanh toán của từng khách hàng.',
        ru: 'Май семь лет работала кредитным аналитиком в коммерческом банке и оценивала кредиты небольшим производителям. В SunRoof она создала программу рассрочки и следит за платёжной дисциплиной каждого клиента.',
      },
      photo: 'sunroof-solar-danang-team-2.svg',
    },
    {
      name: 'Ngô Đức Anh',
      role: { en: 'Head of Installation', vi: 'Trưởng bộ phận Thi công', ru: 'Руководитель монтажа' },
      bio: {
        en: "Duc Anh leads four installation crews and has supervised more than 150 of the company's projects. He is certified for work at height and for low- and medium-voltage electrical installations.",
        vi: 'Anh Đức Anh phụ trách bốn đội thi công và đã giám sát hơn 150 dự án của công ty. Anh có chứng chỉ làm việc trên cao và lắp đặt điện hạ thế, trung thế.',
        ru: 'Дык Ань руководит четырьмя монтажными бригадами и лично контролировал более 150 проектов компании. У него есть допуски к высотным работам и к электромонтажу низкого и среднего напряжения.',
      },
      photo: 'sunroof-solar-danang-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: 1.2 MWp programme',
        vi: 'Kế hoạch kinh doanh: chương trình 1,2 MWp',
        ru: 'Бизнес-план программы на 1,2 МВт·п',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'SunRoof Solar installs rooftop systems for businesses and lets them pay over 24 months from their electricity savings. This round finances 1.2 MWp of signed contracts worth $624,000 to 14 customers.',
            'Customers typically save 25–35% on their monthly electricity bill from the first month, so the instalment is lower than the saving for most of them.',
          ],
        },
        {
          heading: 'Signed contracts financed by this round',
          table: [
            ['Seafood and garment factories, Hoa Khanh (5 sites)', '610 kWp, $318,000'],
            ['Hotels, Son Tra and Ngu Hanh Son (6 sites)', '370 kWp, $191,000'],
            ['Private schools, Hoi An (3 sites)', '220 kWp, $115,000'],
            ['Total', '1.2 MWp, $624,000 contract value'],
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Panels and inverters', '$228,000'],
            ['Mounting structures and cabling', '$90,000'],
            ['Installation crews', '$54,000'],
            ['Battery storage at three sites', '$48,000'],
            ['Permits, insurance and working capital', '$30,000'],
            ['Total', '$450,000'],
          ],
        },
        {
          heading: 'Project economics',
          table: [
            ['Average installed cost', '$0.375 per Wp'],
            ['Average selling price', '$0.52 per Wp'],
            ['Expected yield in Da Nang', '1,450 kWh per kWp per year'],
            ['Average customer saving', '$0.09 per kWh'],
            ['Historical instalment arrears over 60 days', '1.8% of contracts'],
          ],
        },
        {
          heading: 'Track record',
          table: [
            ['2022', '$780,000 revenue, 2.1 MWp installed'],
            ['2023', '$1,040,000 revenue, 2.6 MWp installed'],
            ['2024', '$1,350,000 revenue, 3.1 MWp installed'],
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
            ['Issuer', 'SunRoof Energy Solutions JSC, enterprise code 0402118356'],
            ['Instrument', 'Asset-backed profit-participation loan'],
            ['Target amount', '$450,000'],
            ['Minimum investment', '$250, in steps of $250; maximum $50,000 per investor'],
            ['Contract minimum return', '+18% over 24 months (e.g. $10,000 → $11,800)'],
            ['Payouts', 'Tranches of 30%, 40% and 48% of principal in months 8, 16 and 24'],
            ['Upside', '10% of quarterly profit above plan, from month 12'],
            ['Security', 'Pledge over the installed systems until customers have paid in full'],
          ],
        },
        {
          heading: 'Payout schedule for $10,000',
          table: [
            ['Month 8', '$3,000'],
            ['Month 16', '$4,000'],
            ['Month 24', '$4,800'],
            ['Total', '$11,800 plus any profit share'],
          ],
        },
        {
          heading: 'Fees and investor rights',
          table: [
            ['Service fee', '5% of the amount invested'],
            ['Card processing fee', '2.5% when paying by card'],
            ['Reflection period', '4 days after each investment'],
            ['Target not reached', 'Full refund'],
            ['Reporting', 'Quarterly installation and collection report'],
          ],
        },
        {
          heading: 'Default and governing law',
          paragraphs: [
            'A tranche paid more than 30 days late accrues 1.5% per month. If a tranche is more than 90 days late, Grove acting for the investors may enforce the pledge over the installed systems.',
            'The agreement is governed by the laws of Vietnam. Disputes are settled by the Vietnam International Arbitration Centre (VIAC).',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 6,
      title: {
        en: 'Fourteenth contract signed',
        vi: 'Đã ký hợp đồng thứ mười bốn',
        ru: 'Подписан четырнадцатый контракт',
      },
      body: {
        en: 'A private school in Hoi An has signed for an 80 kWp system with a 20 kWh battery. All 14 contracts in this programme are now signed and the roof surveys are complete.',
        vi: 'Một trường tư thục tại Hội An đã ký hợp đồng hệ thống 80 kWp kèm pin lưu trữ 20 kWh. Toàn bộ 14 hợp đồng của chương trình đã được ký và khảo sát mái đã hoàn tất.',
        ru: 'Частная школа в Хойане подписала контракт на станцию 80 кВт·п с накопителем на 20 кВт·ч. Все 14 контрактов программы подписаны, обследование крыш завершено.',
      },
    },
    {
      daysAgo: 17,
      title: {
        en: 'Panel quotation locked for 60 days',
        vi: 'Chốt báo giá tấm pin trong 60 ngày',
        ru: 'Цены на панели зафиксированы на 60 дней',
      },
      body: {
        en: 'Our distributor has confirmed a price of $0.14 per Wp for 1.2 MWp of tier-1 mono PERC panels, valid until the end of the round. This protects the budget from price swings.',
        vi: 'Nhà phân phối đã xác nhận giá 0,14 USD/Wp cho 1,2 MWp tấm pin mono PERC hạng tier-1, có hiệu lực đến hết vòng gọi vốn. Điều này giúp ngân sách không bị ảnh hưởng bởi biến động giá.',
        ru: 'Дистрибьютор подтвердил цену $0,14 за Вт·п на 1,2 МВт·п монокристаллических панелей PERC первого эшелона до конца раунда. Это защищает бюджет от колебаний цен.',
      },
    },
    {
      daysAgo: 30,
      title: {
        en: 'The round is open',
        vi: 'Vòng gọi vốn đã mở',
        ru: 'Раунд открыт',
      },
      body: {
        en: 'We are raising $450,000 to install 1.2 MWp of rooftop solar for 14 businesses. The list of contracts and the project economics are in the business plan.',
        vi: 'Chúng tôi gọi vốn 450.000 USD để lắp đặt 1,2 MWp điện mặt trời mái nhà cho 14 doanh nghiệp. Danh sách hợp đồng và hiệu quả dự án có trong kế hoạch kinh doanh.',
        ru: 'Мы привлекаем $450 000 на установку 1,2 МВт·п солнечных станций для 14 компаний. Список контрактов и экономика проектов — в бизнес-плане.',
      },
    },
  ],
  faq: [
    ticketFaq(250, 250, 50000),
    {
      question: {
        en: 'When are the payouts?',
        vi: 'Khi nào được chi trả?',
        ru: 'Когда будут выплаты?',
      },
      answer: {
        en: 'There are three fixed tranches: 30% of your principal in month 8, 40% in month 16 and 48% in month 24. From month 12 you may also receive a quarterly profit share if results beat the plan.',
        vi: 'Có ba đợt chi trả cố định: 30% vốn gốc vào tháng thứ 8, 40% vào tháng thứ 16 và 48% vào tháng thứ 24. Từ tháng thứ 12, bạn có thể nhận thêm phần chia lợi nhuận hằng quý nếu kết quả vượt kế hoạch.',
        ru: 'Три фиксированных транша: 30% вложенной суммы на 8-й месяц, 40% — на 16-й и 48% — на 24-й. С 12-го месяца возможна и ежеквартальная доля прибыли, если результаты превысят план.',
      },
    },
    {
      question: {
        en: 'What happens if a customer stops paying?',
        vi: 'Nếu khách hàng ngừng trả góp thì sao?',
        ru: 'Что будет, если клиент перестанет платить?',
      },
      answer: {
        en: "The system remains SunRoof's property until it is paid off, so it can be removed and reinstalled for another customer. Historically fewer than 2% of contracts have been more than 60 days in arrears.",
        vi: 'Hệ thống vẫn thuộc sở hữu của SunRoof cho đến khi được trả hết, nên có thể tháo dỡ và lắp lại cho khách hàng khác. Trước đây, chưa đến 2% hợp đồng bị quá hạn trên 60 ngày.',
        ru: 'Станция остаётся собственностью SunRoof до полной оплаты, поэтому её можно демонтировать и установить другому клиенту. Исторически просрочка более 60 дней была менее чем у 2% контрактов.',
      },
    },
    feesFaq(),
    targetNotReachedFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Trịnh Văn Nam',
      language: 'vi',
      daysAgo: 22,
      question: 'Các tấm pin có bảo hành bao lâu? Nếu hỏng trong thời gian trả góp thì ai chịu chi phí?',
      answer:
        'Tấm pin được bảo hành sản phẩm 12 năm và bảo hành hiệu suất 25 năm, biến tần bảo hành 10 năm. SunRoof chịu chi phí bảo trì và thay thế trong suốt thời gian trả góp, chi phí này đã nằm trong kế hoạch.',
      answeredDaysAgo: 21,
    },
    {
      askedBy: 'Michael T.',
      language: 'en',
      daysAgo: 14,
      question: 'Why do you need investor money if customers are paying you anyway?',
      answer:
        'Because we pay for the equipment and crews upfront, while customers pay over 24 months. Without this round we can only take on about 0.3 MWp of instalment contracts a quarter; with it we can serve all 14 signed customers this year.',
      answeredDaysAgo: 14,
    },
    {
      askedBy: 'Ирина С.',
      language: 'ru',
      daysAgo: 4,
      question: 'Как сезон дождей влияет на сроки? Не сдвинется ли первый транш?',
      answer:
        'Мы планируем смонтировать 80% мощности до начала сезона дождей. Первый транш на 8-й месяц рассчитан с запасом в два месяца; даже при сдвиге монтажа он обеспечен первоначальными взносами клиентов.',
      answeredDaysAgo: 3,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 14 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 18 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 21 },
    ],
    ebitda: [
      { period: '2024', value: 148000 },
      { period: '2025', value: 176000 },
      { period: '2026', value: 242000 },
      { period: '2027', value: 298000 },
      { period: '2028', value: 345000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 1350000 },
      { period: '2025', value: 1620000 },
      { period: '2026', value: 2050000 },
      { period: '2027', value: 2400000 },
      { period: '2028', value: 2700000 },
    ],
    userGrowth: [
      { period: '2024', value: 210 },
      { period: '2025', value: 245 },
      { period: '2026', value: 300 },
      { period: '2027', value: 360 },
      { period: '2028', value: 425 },
    ],
  },
};
