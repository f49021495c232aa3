import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, ticketFaq } from './platform-faq.js';

export const oakLindenWorkshop: DemoBusiness = {
  id: 'oak-linden-workshop',
  status: 'active',
  featured: false,
  category: 'manufacturing',
  name: {
    en: 'Oak & Linden Workshop',
    vi: 'Xưởng nội thất Oak & Linden',
    ru: 'Мебельная мастерская Oak & Linden',
  },
  description: {
    en: 'A Kraków solid-wood furniture workshop selling across Poland and Germany, now running a new CNC line and a showroom in Kazimierz.',
    vi: 'Xưởng nội thất gỗ tự nhiên ở Kraków bán hàng khắp Ba Lan và Đức, vừa vận hành dây chuyền CNC mới và phòng trưng bày tại Kazimierz.',
    ru: 'Краковская мастерская мебели из массива, продающая по всей Польше и в Германии, запустила новую линию ЧПУ и шоурум в Казимеже.',
  },
  about: {
    en: "Oak & Linden makes solid oak and ash dining tables, beds, sideboards and shelving in a 900 m² workshop in Podgórze, Kraków. Eleven craftspeople build every piece to order, finished with natural oils, and 60% of sales come through the company's own online shop from customers in Poland and Germany.\n\nFounder Marek Nowak is a master cabinetmaker who restored antique furniture for fifteen years before starting the workshop in 2016. Revenue grew to $780,000 in 2024 with $96,000 EBITDA. Demand has outpaced capacity for two years: before this project, customers waited 14 weeks for a dining table.\n\nThe $140,000 raised on Grove paid for a three-axis CNC router ($46,000) that cuts joinery in a fraction of the time, dust extraction and a spray booth ($31,000), a stock of kiln-dried oak ($28,000) bought before an announced price increase, a showroom in Kazimierz ($21,000), and a new online shop with professional photography ($14,000). The CNC line has been running for two months and the showroom opened last month.\n\nInvestors receive six fixed quarterly instalments from month 7 to month 22, totalling the contract minimum of +16% over 24 months. On top of that, 8% of any annual net profit above plan is paid out once a year. The first instalment is due in about three months.\n\nRisks: oak prices in Europe have risen sharply since 2021, the German market is sensitive to consumer confidence, and a workshop of this size depends on a few key craftspeople. The oak stock bought with this round covers about eight months of production, and two apprentices are being trained on the CNC line.",
    vi: 'Oak & Linden sản xuất bàn ăn, giường, tủ và kệ bằng gỗ sồi và gỗ tần bì nguyên khối trong xưởng rộng 900 m² tại Podgórze, Kraków. Mười một thợ mộc làm từng sản phẩm theo đơn đặt hàng, hoàn thiện bằng dầu tự nhiên, và 60% doanh số đến từ cửa hàng trực tuyến của công ty với khách hàng ở Ba Lan và Đức.\n\nNhà sáng lập Marek Nowak là thợ mộc bậc thầy, có mười lăm năm phục chế đồ gỗ cổ trước khi mở xưởng năm 2016. Doanh thu tăng lên 780.000 USD năm 2024 với EBITDA 96.000 USD. Suốt hai năm, nhu cầu luôn vượt công suất: trước dự án này, khách phải chờ 14 tuần cho một chiếc bàn ăn.\n\nKhoản 140.000 USD huy động trên Grove đã được dùng để mua máy phay CNC ba trục (46.000 USD) giúp gia công mộng nhanh hơn nhiều lần, hệ thống hút bụi và buồng phun sơn (31.000 USD), lượng gỗ sồi đã sấy (28.000 USD) mua trước đợt tăng giá đã được báo trước, phòng trưng bày tại Kazimierz (21.000 USD), và cửa hàng trực tuyến mới cùng bộ ảnh chuyên nghiệp (14.000 USD). Dây chuyền CNC đã hoạt động hai tháng và phòng trưng bày khai trương tháng trước.\n\nNhà đầu tư nhận sáu kỳ chi trả cố định hằng quý từ tháng thứ 7 đến tháng thứ 22, tổng cộng bằng mức tối thiểu theo hợp đồng +16% trong 24 tháng. Ngoài ra, 8% lợi nhuận ròng hằng năm vượt kế hoạch được chia mỗi năm một lần. Kỳ đầu tiên đến hạn trong khoảng ba tháng nữa.\n\nRủi ro: giá gỗ sồi ở châu Âu tăng mạnh từ năm 2021, thị trường Đức nhạy cảm với niềm tin tiêu dùng, và một xưởng quy mô này phụ thuộc vào vài thợ chủ chốt. Lượng gỗ sồi mua từ vòng này đủ cho khoảng tám tháng sản xuất, và hai học việc đang được đào tạo vận hành máy CNC.',
    ru: 'Oak & Linden делает обеденные столы, кровати, комоды и стеллажи из массива дуба и ясеня в мастерской площадью 900 м² в районе Подгуже в Кракове. Одиннадцать мастеров изготавливают каждое изделие под заказ и покрывают его натуральным маслом; 60% продаж идёт через собственный интернет-магазин покупателям из Польши и Германии.\n\nОснователь Марек Новак — мастер-краснодеревщик, пятнадцать лет реставрировавший антикварную мебель, прежде чем в 2016 году открыть мастерскую. В 2024 году выручка выросла до $780 000, EBITDA — $96 000. Уже два года спрос превышает мощности: до этого проекта обеденный стол приходилось ждать 14 недель.\n\nСобранные на Grove $140 000 пошли на трёхосевой фрезерный станок с ЧПУ ($46 000), который в разы быстрее нарезает соединения, аспирацию и покрасочную камеру ($31 000), запас камерной сушки дуба ($28 000), купленный до объявленного повышения цен, шоурум в Казимеже ($21 000) и новый интернет-магазин с профессиональной фотосъёмкой ($14 000). Линия ЧПУ работает уже два месяца, шоурум открылся в прошлом месяце.\n\nИнвесторы получают шесть фиксированных ежеквартальных платежей с 7-го по 22-й месяц, что в сумме составляет договорный минимум +16% за 24 месяца. Кроме того, раз в год выплачивается 8% чистой прибыли сверх плана. Первый платёж — примерно через три месяца.\n\nРиски: цены на дуб в Европе сильно выросли с 2021 года, немецкий рынок чувствителен к потребительским настроениям, а мастерская такого размера зависит от нескольких ключевых мастеров. Купленного в рамках раунда дуба хватит примерно на восемь месяцев производства, а двое учеников осваивают работу на станке с ЧПУ.',
  },
  location: {
    en: 'Podgórze, Kraków, Poland',
    vi: 'Podgórze, Kraków, Ba Lan',
    ru: 'Подгуже, Краков, Польша',
  },
  currency: 'USD',
  target: 140000,
  raised: 140000,
  investorCount: 96,
  ticketMin: 250,
  ticketMax: 25000,
  ticketStep: 250,
  fundingStartDays: -160,
  fundingEndDays: -118,
  payoutFormat: {
    en: 'Fixed quarterly instalments from month 7, plus annual profit share',
    vi: 'Chi trả cố định hằng quý từ tháng thứ 7, cộng chia lợi nhuận hằng năm',
    ru: 'Фиксированные ежеквартальные платежи с 7-го месяца и ежегодная доля прибыли',
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
    en: 'Oak & Linden sp. z o.o. (limited liability company), KRS 0000812347',
    vi: 'Oak & Linden sp. z o.o. (công ty trách nhiệm hữu hạn), số KRS 0000812347',
    ru: 'Oak & Linden sp. z o.o. (общество с ограниченной ответственностью), KRS 0000812347',
  },
  images: [
    {
      file: 'oak-linden-workshop-1.svg',
      alt: {
        en: 'The workshop with a workbench, tools on the wall and a finished chair',
        vi: 'Xưởng mộc với bàn làm việc, dụng cụ treo tường và chiếc ghế đã hoàn thiện',
        ru: 'Мастерская: верстак, инструменты на стене и готовый стул',
      },
    },
    {
      file: 'oak-linden-workshop-2.svg',
      alt: {
        en: 'The Kazimierz showroom with an oak dining table and shelving',
        vi: 'Phòng trưng bày Kazimierz với bàn ăn gỗ sồi và kệ',
        ru: 'Шоурум в Казимеже с дубовым обеденным столом и стеллажом',
      },
    },
    {
      file: 'oak-linden-workshop-3.svg',
      alt: {
        en: 'Stacks of kiln-dried oak boards next to a saw',
        vi: 'Những chồng ván gỗ sồi đã sấy bên cạnh máy cưa',
        ru: 'Штабели высушенных дубовых досок рядом с пилой',
      },
    },
  ],
  team: [
    {
      name: 'Marek Nowak',
      role: {
        en: 'Founder & Master Cabinetmaker',
        vi: 'Nhà sáng lập & Thợ mộc bậc thầy',
        ru: 'Основатель, мастер-краснодеревщик',
      },
      bio: {
        en: 'Marek restored antique furniture for museums and private collectors for fifteen years. He founded Oak & Linden in 2016 and still signs off every piece before it leaves the workshop.',
        vi: 'Marek có mười lăm năm phục chế đồ gỗ cổ cho các bảo tàng và nhà sưu tầm. Ông thành lập Oak & Linden năm 2016 và vẫn tự kiểm tra từng sản phẩm trước khi xuất xưởng.',
        ru: 'Марек пятнадцать лет реставрировал антикварную мебель для музеев и частных коллекционеров. В 2016 году он основал Oak & Linden и до сих пор лично принимает каждое изделие перед отправкой.',
      },
      photo: 'oak-linden-workshop-team-1.svg',
    },
    {
      name: 'Katarzyna Wiśniewska',
      role: { en: 'Head of Design', vi: 'Trưởng bộ phận Thiết kế', ru: 'Руководитель дизайна' },
      bio: {
        en: 'Katarzyna studied interior architecture at the Academy of Fine Arts in Kraków. She designed the current collection and prepared the CNC programmes for its joinery.',
        vi: 'Katarzyna học kiến trúc nội thất tại Học viện Mỹ thuật Kraków. Chị thiết kế bộ sưu tập hiện tại và lập trình CNC cho các mối ghép.',
        ru: 'Катажина изучала архитектуру интерьера в Академии изящных искусств в Кракове. Она создала текущую коллекцию и подготовила программы ЧПУ для её соединений.',
      },
      photo: 'oak-linden-workshop-team-2.svg',
    },
    {
      name: 'Piotr Zieliński',
      role: { en: 'Sales & E-commerce', vi: 'Kinh doanh & Thương mại điện tử', ru: 'Продажи и электронная коммерция' },
      bio: {
        en: 'Piotr built online sales for a Polish homeware brand before joining in 2020. He runs the web shop, the German market and the new showroom.',
        vi: 'Piotr từng xây dựng kênh bán hàng trực tuyến cho một thương hiệu đồ gia dụng Ba Lan trước khi gia nhập năm 2020. Anh phụ trách cửa hàng trực tuyến, thị trường Đức và phòng trưng bày mới.',
        ru: 'До прихода в 2020 году Пётр развивал онлайн-продажи польского бренда товаров для дома. Он отвечает за интернет-магазин, немецкий рынок и новый шоурум.',
      },
      photo: 'oak-linden-workshop-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: CNC line and showroom',
        vi: 'Kế hoạch kinh doanh: dây chuyền CNC và phòng trưng bày',
        ru: 'Бизнес-план: линия ЧПУ и шоурум',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'The CNC router takes over repetitive joinery, freeing craftspeople for assembly and finishing and raising output by about 45% with the same team.',
          ],
        },
        {
          heading: 'Revenue history',
          table: [
            ['2022', '$590,000'],
            ['2023', '$702,000'],
            ['2024', '$780,000 revenue, $96,000 EBITDA'],
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Three-axis CNC router', '$46,000'],
            ['Dust extraction and spray booth', '$31,000'],
            ['Kiln-dried oak stock', '$28,000'],
            ['Kazimierz showroom', '$21,000'],
            ['Online shop and photography', '$14,000'],
            ['Total', '$140,000'],
          ],
        },
        {
          heading: 'Product economics',
          table: [
            ['Average order value', '$1,850'],
            ['Material cost share', '34%'],
            ['Labour hours per dining table, before CNC', '31'],
            ['Labour hours per dining table, with CNC', '19'],
            ['Lead time target', '8 weeks'],
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
            ['Issuer', 'Oak & Linden sp. z o.o., KRS 0000812347'],
            ['Instrument', 'Profit-participation loan'],
            ['Amount', '$140,000'],
            ['Minimum investment', '$250, in steps of $250; maximum $25,000 per investor'],
            ['Contract minimum return', '+16% over 24 months (e.g. $10,000 → $11,600)'],
            ['Payouts', 'Six fixed quarterly instalments, months 7–22'],
            ['Profit share', '8% of annual net profit above plan'],
            ['Security', 'Registered pledge over the CNC router and spray booth'],
          ],
        },
        {
          heading: 'Payout schedule for $10,000',
          table: [
            ['Month 7', '$1,800'],
            ['Month 10', '$1,800'],
            ['Month 13', '$1,900'],
            ['Month 16', '$1,900'],
            ['Month 19', '$2,100'],
            ['Month 22', '$2,100'],
            ['Total', '$11,600 plus any profit share'],
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
          heading: 'Currency and governing law',
          paragraphs: [
            'The company earns mostly in złoty and euro; instalments are fixed in US dollars and the exchange risk is borne by the company.',
            'The agreement is governed by Polish law; disputes are heard by the common courts in Kraków.',
          ],
        },
      ],
    },
    {
      kind: 'financial_statements',
      title: { en: 'Financial statements 2024', vi: 'Báo cáo tài chính 2024', ru: 'Финансовая отчётность за 2024 год' },
      sections: [
        {
          heading: 'Income statement',
          table: [
            ['Revenue', '$780,000'],
            ['Materials', '$(265,000)'],
            ['Staff', '$(302,000)'],
            ['Rent, energy, other', '$(117,000)'],
            ['EBITDA', '$96,000'],
            ['Net profit', '$58,000'],
          ],
        },
        {
          heading: 'Balance sheet',
          table: [
            ['Machinery and equipment', '$84,000'],
            ['Inventory (timber and work in progress)', '$97,000'],
            ['Cash', '$41,000'],
            ['Customer deposits', '$62,000'],
            ['Equity', '$131,000'],
          ],
        },
        {
          heading: 'Sales by channel',
          table: [
            ['Own online shop', '60%'],
            ['Interior designers', '24%'],
            ['Walk-in and events', '16%'],
          ],
        },
        {
          heading: 'Notes',
          paragraphs: ['Figures converted from Polish złoty at the 2024 average rate of 3.98 PLN per US dollar.'],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 6,
      title: {
        en: 'Lead times down to 9 weeks',
        vi: 'Thời gian chờ giảm còn 9 tuần',
        ru: 'Срок изготовления сократился до 9 недель',
      },
      body: {
        en: 'With the CNC line running two shifts, the wait for a dining table has fallen from 14 to 9 weeks, and the order book is at a record $214,000.',
        vi: 'Với dây chuyền CNC chạy hai ca, thời gian chờ một chiếc bàn ăn đã giảm từ 14 xuống 9 tuần, và lượng đơn hàng đạt mức kỷ lục 214.000 USD.',
        ru: 'Линия ЧПУ работает в две смены: ожидание обеденного стола сократилось с 14 до 9 недель, а портфель заказов достиг рекордных $214 000.',
      },
    },
    {
      daysAgo: 28,
      title: {
        en: 'Showroom opens in Kazimierz',
        vi: 'Khai trương phòng trưng bày tại Kazimierz',
        ru: 'Открылся шоурум в Казимеже',
      },
      body: {
        en: 'Our 80 m² showroom on Józefa Street is open Tuesday to Sunday. In its first four weeks it generated 23 orders worth $41,000.',
        vi: 'Phòng trưng bày 80 m² trên phố Józefa mở cửa từ thứ Ba đến Chủ nhật. Trong bốn tuần đầu, nơi đây mang về 23 đơn hàng trị giá 41.000 USD.',
        ru: 'Шоурум площадью 80 м² на улице Юзефа работает со вторника по воскресенье. За первые четыре недели он принёс 23 заказа на $41 000.',
      },
    },
    {
      daysAgo: 61,
      title: {
        en: 'CNC router installed',
        vi: 'Đã lắp đặt máy phay CNC',
        ru: 'Станок с ЧПУ установлен',
      },
      body: {
        en: 'The CNC router and the new dust extraction are installed and certified. The first batch of 12 tables with CNC-cut joinery passed quality checks.',
        vi: 'Máy phay CNC và hệ thống hút bụi mới đã được lắp đặt và kiểm định. Lô 12 bàn đầu tiên với mối ghép cắt bằng CNC đã đạt kiểm tra chất lượng.',
        ru: 'Фрезерный станок с ЧПУ и новая аспирация установлены и сертифицированы. Первая партия из 12 столов с соединениями, нарезанными на ЧПУ, прошла контроль качества.',
      },
    },
    {
      daysAgo: 112,
      title: {
        en: 'Funds received',
        vi: 'Đã nhận vốn',
        ru: 'Средства получены',
      },
      body: {
        en: 'Thank you to our 96 investors. The CNC router is ordered and the oak stock has been bought at the old price.',
        vi: 'Cảm ơn 96 nhà đầu tư. Máy CNC đã được đặt mua và gỗ sồi đã được mua với giá cũ.',
        ru: 'Спасибо нашим 96 инвесторам. Станок с ЧПУ заказан, дуб закуплен по старой цене.',
      },
    },
  ],
  faq: [
    ticketFaq(250, 250, 25000),
    {
      question: {
        en: 'When will the first instalment be paid?',
        vi: 'Khi nào nhận kỳ chi trả đầu tiên?',
        ru: 'Когда будет первый платёж?',
      },
      answer: {
        en: 'In month 7 after disbursement, about three months from now. Then every quarter until month 22, six instalments in total.',
        vi: 'Vào tháng thứ 7 sau khi giải ngân, tức khoảng ba tháng nữa. Sau đó mỗi quý một lần cho đến tháng thứ 22, tổng cộng sáu kỳ.',
        ru: 'На 7-й месяц после перечисления средств — примерно через три месяца. Затем ежеквартально до 22-го месяца, всего шесть платежей.',
      },
    },
    {
      question: {
        en: 'Who bears the currency risk?',
        vi: 'Ai chịu rủi ro tỷ giá?',
        ru: 'Кто несёт валютный риск?',
      },
      answer: {
        en: 'The company. Instalments are fixed in US dollars, even though Oak & Linden earns in złoty and euro.',
        vi: 'Công ty. Các kỳ chi trả được cố định bằng đô la Mỹ, dù Oak & Linden có doanh thu bằng złoty và euro.',
        ru: 'Компания. Платежи зафиксированы в долларах США, хотя Oak & Linden зарабатывает в злотых и евро.',
      },
    },
    feesFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Tomasz R.',
      language: 'en',
      daysAgo: 140,
      question: 'Why a three-axis CNC and not a five-axis machine?',
      answer:
        'Our joinery is mostly mortise-and-tenon and dovetails, which a three-axis router handles well. A five-axis machine would cost almost three times as much for work we rarely need.',
      answeredDaysAgo: 139,
    },
    {
      askedBy: 'Наталья Ф.',
      language: 'ru',
      daysAgo: 20,
      question: 'Доставляете ли вы мебель в Литву и Чехию?',
      answer: 'Да, через партнёрскую службу доставки мебели: в Литву и Чехию срок — 5–7 дней после изготовления.',
      answeredDaysAgo: 19,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 13 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 16 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 19 },
    ],
    ebitda: [
      { period: '2024', value: 96000 },
      { period: '2025', value: 118000 },
      { period: '2026', value: 162000 },
      { period: '2027', value: 181000 },
      { period: '2028', value: 194000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 780000 },
      { period: '2025', value: 890000 },
      { period: '2026', value: 1080000 },
      { period: '2027', value: 1160000 },
      { period: '2028', value: 1220000 },
    ],
    userGrowth: [
      { period: '2024', value: 420 },
      { period: '2025', value: 480 },
      { period: '2026', value: 590 },
      { period: '2027', value: 630 },
      { period: '2028', value: 660 },
    ],
  },
};
