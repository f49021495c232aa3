import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, ticketFaq } from './platform-faq.js';

export const cleanspinLaundromats: DemoBusiness = {
  id: 'cleanspin-laundromats',
  status: 'refund_initiated',
  featured: false,
  category: 'retail',
  name: {
    en: 'CleanSpin Laundromats',
    vi: 'Chuỗi giặt tự động CleanSpin',
    ru: 'Сеть прачечных самообслуживания CleanSpin',
  },
  description: {
    en: 'A chain of six 24/7 self-service laundromats in Astana; its round for four new sites closed below target and all investments are being refunded.',
    vi: 'Chuỗi sáu tiệm giặt tự phục vụ 24/7 ở Astana; vòng gọi vốn cho bốn điểm mới kết thúc dưới mục tiêu và mọi khoản đầu tư đang được hoàn tiền.',
    ru: 'Сеть из шести круглосуточных прачечных самообслуживания в Астане; раунд на четыре новые точки закрылся ниже цели, все инвестиции возвращаются.',
  },
  about: {
    en: 'CleanSpin runs six self-service laundromats on the ground floors of residential complexes on the Left Bank of Astana. They are open 24 hours a day, customers pay by card or through the CleanSpin app, and each site has eight washers and six dryers, including large machines for duvets and winter coats.\n\nFounder Yerlan Nurlanov opened the first laundromat in 2019 after working in facility management. In 2024 the chain earned $268,000 in revenue and $71,000 in EBITDA, and its busiest sites run at more than 60% machine utilisation in winter.\n\nThis round aimed to raise $157,500 for four new laundromats in newly built complexes: washers and dryers ($96,000), fit-out ($34,000), payment terminals and app development ($9,500), and working capital and launch marketing ($18,000). Investors were offered 16% of the revenue of all ten sites, paid monthly after month 6, up to a contract minimum of +17% over 24 months.\n\nThe round closed with $71,850 from 83 investors, 46% of the target, after a 30-day extension. Handover of two of the four sites by the developer was postponed to next year, which made the plan less certain, and the company chose not to ask for a second extension. Under the platform rules, the round has been cancelled and refunds to all investors were initiated automatically.\n\nCleanSpin will open one new site with its own funds and a bank loan, and may return to Grove with a smaller round once the delayed premises are handed over. No money from this round has been passed to the company.',
    vi: 'CleanSpin vận hành sáu tiệm giặt tự phục vụ ở tầng trệt các khu chung cư bờ trái sông Ishim, Astana. Các tiệm mở cửa 24 giờ mỗi ngày, khách thanh toán bằng thẻ hoặc qua ứng dụng CleanSpin, và mỗi tiệm có tám máy giặt và sáu máy sấy, trong đó có máy cỡ lớn cho chăn và áo khoác mùa đông.\n\nNhà sáng lập Yerlan Nurlanov mở tiệm đầu tiên năm 2019 sau thời gian làm quản lý tòa nhà. Năm 2024, chuỗi đạt doanh thu 268.000 USD và EBITDA 71.000 USD, và các tiệm đông khách nhất có công suất máy trên 60% vào mùa đông.\n\nVòng gọi vốn này nhằm huy động 157.500 USD cho bốn tiệm mới tại các khu chung cư vừa xây: máy giặt và máy sấy (96.000 USD), hoàn thiện mặt bằng (34.000 USD), thiết bị thanh toán và phát triển ứng dụng (9.500 USD), vốn lưu động và tiếp thị khai trương (18.000 USD). Nhà đầu tư được đề xuất nhận 16% doanh thu của cả mười tiệm, chi trả hằng tháng sau tháng thứ 6, đến mức tối thiểu theo hợp đồng +17% trong 24 tháng.\n\nVòng gọi vốn kết thúc với 71.850 USD từ 83 nhà đầu tư, đạt 46% mục tiêu, sau 30 ngày gia hạn. Chủ đầu tư dời việc bàn giao hai trong bốn mặt bằng sang năm sau, khiến kế hoạch kém chắc chắn hơn, và công ty quyết định không xin gia hạn lần thứ hai. Theo quy định của nền tảng, vòng gọi vốn đã bị hủy và việc hoàn tiền cho tất cả nhà đầu tư đã được khởi tạo tự động.\n\nCleanSpin sẽ mở một tiệm mới bằng vốn tự có và khoản vay ngân hàng, và có thể quay lại Grove với vòng gọi vốn nhỏ hơn khi các mặt bằng bị chậm được bàn giao. Không có khoản tiền nào từ vòng này được chuyển cho công ty.',
    ru: 'CleanSpin управляет шестью прачечными самообслуживания на первых этажах жилых комплексов на левом берегу Астаны. Они работают круглосуточно, оплата — картой или через приложение CleanSpin; в каждой точке восемь стиральных и шесть сушильных машин, включая большие — для одеял и зимних курток.\n\nОснователь Ерлан Нурланов открыл первую прачечную в 2019 году после работы в управлении недвижимостью. В 2024 году выручка сети составила $268 000, EBITDA — $71 000; зимой загрузка машин в самых популярных точках превышает 60%.\n\nРаунд должен был привлечь $157 500 на четыре прачечные в новых жилых комплексах: стиральные и сушильные машины ($96 000), отделка ($34 000), платёжные терминалы и доработка приложения ($9 500), оборотный капитал и маркетинг запуска ($18 000). Инвесторам предлагалось 16% выручки всех десяти точек с ежемесячными выплатами после 6-го месяца — до договорного минимума +17% за 24 месяца.\n\nПосле 30-дневного продления раунд закрылся с суммой $71 850 от 83 инвесторов — 46% цели. Застройщик перенёс передачу двух из четырёх помещений на следующий год, план стал менее определённым, и компания решила не просить о втором продлении. По правилам платформы раунд отменён, возвраты всем инвесторам запущены автоматически.\n\nCleanSpin откроет одну новую точку на собственные средства и банковский кредит и, возможно, вернётся на Grove с меньшим раундом, когда отложенные помещения будут переданы. Деньги этого раунда компании не перечислялись.',
  },
  location: {
    en: 'Yesil District, Astana, Kazakhstan',
    vi: 'Quận Yesil, Astana, Kazakhstan',
    ru: 'Район Есиль, Астана, Казахстан',
  },
  currency: 'USD',
  target: 157500,
  raised: 71850,
  investorCount: 83,
  ticketMin: 150,
  ticketMax: 15000,
  ticketStep: 150,
  fundingStartDays: -94,
  fundingEndDays: -4,
  payoutFormat: {
    en: 'Monthly revenue share after month 6',
    vi: 'Chia sẻ doanh thu hằng tháng sau tháng thứ 6',
    ru: 'Ежемесячная доля выручки после 6-го месяца',
  },
  expectedReturnPct: 17,
  annualYieldPct: 8.5,
  investmentStructure: {
    en: 'Revenue-sharing agreement',
    vi: 'Hợp đồng chia sẻ doanh thu',
    ru: 'Договор о разделе выручки',
  },
  investmentTermMonths: 24,
  legal: {
    en: 'CleanSpin LLP (limited liability partnership), BIN 190440021873',
    vi: 'CleanSpin LLP (công ty hợp danh trách nhiệm hữu hạn), BIN 190440021873',
    ru: 'ТОО «CleanSpin» (товарищество с ограниченной ответственностью), БИН 190440021873',
  },
  images: [
    {
      file: 'cleanspin-laundromats-1.svg',
      alt: {
        en: 'A row of front-loading washing machines in a bright laundromat',
        vi: 'Dãy máy giặt cửa trước trong tiệm giặt sáng sủa',
        ru: 'Ряд стиральных машин с фронтальной загрузкой в светлой прачечной',
      },
    },
    {
      file: 'cleanspin-laundromats-2.svg',
      alt: {
        en: 'A laundromat on the ground floor of a residential tower at night',
        vi: 'Tiệm giặt ở tầng trệt một tòa chung cư vào ban đêm',
        ru: 'Прачечная на первом этаже жилой башни ночью',
      },
    },
    {
      file: 'cleanspin-laundromats-3.svg',
      alt: {
        en: 'Folded towels and a laundry basket',
        vi: 'Khăn gấp gọn và giỏ đựng đồ giặt',
        ru: 'Сложенные полотенца и корзина для белья',
      },
    },
  ],
  team: [
    {
      name: 'Yerlan Nurlanov',
      role: { en: 'Founder & Director', vi: 'Nhà sáng lập & Giám đốc', ru: 'Основатель и директор' },
      bio: {
        en: 'Yerlan worked in facility management for residential developers in Astana for seven years. He opened the first CleanSpin laundromat in 2019 and negotiates every site with developers.',
        vi: 'Yerlan có bảy năm làm quản lý vận hành tòa nhà cho các chủ đầu tư nhà ở tại Astana. Anh mở tiệm CleanSpin đầu tiên năm 2019 và trực tiếp đàm phán từng mặt bằng với chủ đầu tư.',
        ru: 'Ерлан семь лет работал в управлении жилой недвижимостью у застройщиков Астаны. В 2019 году он открыл первую прачечную CleanSpin и сам ведёт переговоры с застройщиками о каждой точке.',
      },
      photo: 'cleanspin-laundromats-team-1.svg',
    },
    {
      name: 'Madina Zhaksybekova',
      role: { en: 'Operations Manager', vi: 'Quản lý vận hành', ru: 'Операционный менеджер' },
      bio: {
        en: 'Madina manages the six sites, cleaning contractors and customer support. She introduced the app-based booking that cut waiting times at the busiest sites.',
        vi: 'Madina quản lý sáu tiệm, các nhà thầu vệ sinh và bộ phận chăm sóc khách hàng. Chị đưa vào tính năng đặt máy qua ứng dụng, giúp giảm thời gian chờ tại các tiệm đông khách nhất.',
        ru: 'Мадина управляет шестью точками, подрядчиками по уборке и поддержкой клиентов. Она внедрила бронирование машин через приложение, которое сократило ожидание в самых загруженных прачечных.',
      },
      photo: 'cleanspin-laundromats-team-2.svg',
    },
    {
      name: 'Sergey Pak',
      role: { en: 'Technical Lead', vi: 'Trưởng bộ phận kỹ thuật', ru: 'Технический руководитель' },
      bio: {
        en: 'Sergey is an engineer who services commercial laundry equipment. He maintains all 84 machines and keeps their downtime under 2%.',
        vi: 'Sergey là kỹ sư bảo trì thiết bị giặt công nghiệp. Anh phụ trách bảo dưỡng toàn bộ 84 máy và giữ thời gian ngừng máy dưới 2%.',
        ru: 'Сергей — инженер по обслуживанию профессионального прачечного оборудования. Он отвечает за все 84 машины и удерживает простои ниже 2%.',
      },
      photo: 'cleanspin-laundromats-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: four new sites',
        vi: 'Kế hoạch kinh doanh: bốn tiệm mới',
        ru: 'Бизнес-план: четыре новые точки',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'CleanSpin planned to grow from six to ten laundromats in new residential complexes on the Left Bank, where most apartments are handed over without space for a dryer.',
          ],
        },
        {
          heading: 'Revenue history',
          table: [
            ['2022', '4 sites, $151,000 revenue'],
            ['2023', '5 sites, $214,000 revenue'],
            ['2024', '6 sites, $268,000 revenue, $71,000 EBITDA'],
          ],
        },
        {
          heading: 'Use of funds (as planned)',
          table: [
            ['Washers and dryers for four sites', '$96,000'],
            ['Fit-out', '$34,000'],
            ['Payment terminals and app', '$9,500'],
            ['Working capital and launch marketing', '$18,000'],
            ['Total', '$157,500'],
          ],
        },
        {
          heading: 'Site economics',
          table: [
            ['Price per wash (10 kg)', '$2.40'],
            ['Price per dry', '$1.80'],
            ['Revenue per mature site, monthly', '$3,900'],
            ['Site-level EBITDA margin', '31%'],
          ],
        },
      ],
    },
    {
      kind: 'term_sheet',
      title: { en: 'Term sheet', vi: 'Bản điều khoản đầu tư', ru: 'Основные условия сделки' },
      sections: [
        {
          heading: 'Key terms (as offered)',
          table: [
            ['Issuer', 'CleanSpin LLP, BIN 190440021873'],
            ['Instrument', 'Revenue-sharing agreement'],
            ['Target amount', '$157,500'],
            ['Minimum investment', '$150, in steps of $150; maximum $15,000 per investor'],
            ['Revenue share', '16% of revenue of all sites, monthly after month 6'],
            ['Contract minimum return', '+17% over 24 months (e.g. $10,000 → $11,700)'],
          ],
        },
        {
          heading: 'Outcome of the round',
          table: [
            ['Raised', '$71,850 from 83 investors (46% of target)'],
            ['Funding window', '60 days, extended once by 30 days'],
            ['Result', 'Target not reached, round cancelled'],
            ['Refunds', 'Initiated automatically for all investors'],
          ],
        },
        {
          heading: 'Fees and refunds',
          table: [
            ['Service fee', '5%, refunded in full'],
            ['Card processing fee', '2.5%, refunded in full'],
            ['Reflection period', '4 days'],
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: ['The agreement would have been governed by the laws of the Republic of Kazakhstan.'],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 3,
      title: {
        en: 'Round closed below target: refunds are on their way',
        vi: 'Vòng gọi vốn kết thúc dưới mục tiêu: tiền đang được hoàn lại',
        ru: 'Раунд закрылся ниже цели: деньги возвращаются',
      },
      body: {
        en: 'We raised $71,850, 46% of our target, so the round has been cancelled and Grove has started refunding every investor in full, including fees. Most refunds arrive within 5–10 business days, depending on your bank. The main reason was the developer postponing the handover of two of our four sites to next year. Thank you to all 83 of you for your trust; we hope to come back with a smaller, more certain plan.',
        vi: 'Chúng tôi huy động được 71.850 USD, đạt 46% mục tiêu, nên vòng gọi vốn đã bị hủy và Grove đã bắt đầu hoàn tiền đầy đủ, kể cả phí, cho mọi nhà đầu tư. Phần lớn khoản hoàn tiền sẽ về trong 5–10 ngày làm việc tùy ngân hàng. Lý do chính là chủ đầu tư dời việc bàn giao hai trong bốn mặt bằng sang năm sau. Cảm ơn 83 nhà đầu tư đã tin tưởng; chúng tôi hy vọng sẽ quay lại với một kế hoạch nhỏ hơn và chắc chắn hơn.',
        ru: 'Мы собрали $71 850 — 46% цели, поэтому раунд отменён, и Grove начал полный возврат средств всем инвесторам, включая комиссии. Обычно деньги приходят в течение 5–10 рабочих дней в зависимости от банка. Главная причина — застройщик перенёс передачу двух из четырёх помещений на следующий год. Спасибо всем 83 инвесторам за доверие; надеемся вернуться с меньшим и более надёжным планом.',
      },
    },
    {
      daysAgo: 34,
      title: {
        en: 'Round extended by 30 days',
        vi: 'Gia hạn vòng gọi vốn thêm 30 ngày',
        ru: 'Раунд продлён на 30 дней',
      },
      body: {
        en: 'We had reached 38% when the original 60 days ended. We have extended the round once by 30 days. We also learned that the developer may postpone the handover of two sites, and we will report as soon as we know more.',
        vi: 'Khi hết 60 ngày ban đầu, chúng tôi đạt 38% mục tiêu. Vòng gọi vốn đã được gia hạn một lần thêm 30 ngày. Chúng tôi cũng được biết chủ đầu tư có thể dời việc bàn giao hai mặt bằng và sẽ thông báo ngay khi có thêm thông tin.',
        ru: 'К концу исходных 60 дней мы собрали 38%. Раунд продлён один раз на 30 дней. Мы также узнали, что застройщик может перенести передачу двух помещений, и сообщим, как только станет известно больше.',
      },
    },
    {
      daysAgo: 93,
      title: {
        en: 'Round opened',
        vi: 'Vòng gọi vốn đã mở',
        ru: 'Раунд открыт',
      },
      body: {
        en: 'CleanSpin is raising $157,500 to open four new laundromats in Astana.',
        vi: 'CleanSpin gọi vốn 157.500 USD để mở bốn tiệm giặt mới tại Astana.',
        ru: 'CleanSpin привлекает $157 500 на открытие четырёх новых прачечных в Астане.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 15000),
    {
      question: {
        en: 'When will I get my money back?',
        vi: 'Khi nào tôi nhận lại tiền?',
        ru: 'Когда мне вернут деньги?',
      },
      answer: {
        en: 'Refunds were initiated automatically when the round closed. Card refunds usually appear within 5–10 business days, depending on your bank.',
        vi: 'Việc hoàn tiền đã được khởi tạo tự động khi vòng gọi vốn kết thúc. Tiền hoàn về thẻ thường xuất hiện trong 5–10 ngày làm việc tùy ngân hàng.',
        ru: 'Возвраты запущены автоматически при закрытии раунда. На карту деньги обычно приходят за 5–10 рабочих дней в зависимости от банка.',
      },
    },
    {
      question: {
        en: 'Are the fees refunded too?',
        vi: 'Phí có được hoàn lại không?',
        ru: 'Комиссии тоже возвращаются?',
      },
      answer: {
        en: 'Yes. When a round does not reach its target, you get back the full amount you paid, including the 5% service fee and the 2.5% card processing fee.',
        vi: 'Có. Khi vòng gọi vốn không đạt mục tiêu, bạn được hoàn toàn bộ số tiền đã thanh toán, kể cả phí dịch vụ 5% và phí xử lý thẻ 2,5%.',
        ru: 'Да. Если раунд не достиг цели, вам возвращается вся уплаченная сумма, включая сервисный сбор 5% и комиссию за оплату картой 2,5%.',
      },
    },
    feesFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Айдос К.',
      language: 'ru',
      daysAgo: 50,
      question: 'Почему не открыть сначала две точки, которые уже готовы, и собрать меньше?',
      answer:
        'Мы это обсуждали, но условия сделки менять посреди раунда нельзя. Если помещения передадут с задержкой, мы вернёмся с отдельным раундом на две точки.',
      answeredDaysAgo: 49,
    },
    {
      askedBy: 'Emily R.',
      language: 'en',
      daysAgo: 2,
      question: 'Has the refund already been sent? I don’t see it on my card yet.',
      answer:
        'Yes, all refunds were sent three days ago. Card refunds can take up to 10 business days to appear; if yours has not arrived by then, Grove support can give you the reference number for your bank.',
      answeredDaysAgo: 2,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 13 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 17 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 20 },
    ],
    ebitda: [
      { period: '2023', value: 52000 },
      { period: '2024', value: 71000 },
      { period: '2025', value: 83000 },
      { period: '2026', value: 141000 },
      { period: '2027', value: 162000 },
    ],
    expectedRevenue: [
      { period: '2023', value: 214000 },
      { period: '2024', value: 268000 },
      { period: '2025', value: 302000 },
      { period: '2026', value: 446000 },
      { period: '2027', value: 478000 },
    ],
    userGrowth: [
      { period: '2023', value: 3900 },
      { period: '2024', value: 4800 },
      { period: '2025', value: 5400 },
      { period: '2026', value: 8300 },
      { period: '2027', value: 8900 },
    ],
  },
};
