import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, targetNotReachedFaq, ticketFaq } from './platform-faq.js';

export const songYogaDanang: DemoBusiness = {
  id: 'song-yoga-danang',
  status: 'fundraising',
  featured: false,
  category: 'wellness',
  name: {
    en: 'Sóng Yoga & Wellness',
    vi: 'Sóng Yoga & Wellness',
    ru: 'Студия Sóng Yoga & Wellness',
  },
  description: {
    en: 'A beachside yoga studio near My Khe with 640 active members, adding a Pilates reformer hall, an infrared sauna and a cold plunge.',
    vi: 'Studio yoga gần biển Mỹ Khê với 640 hội viên thường xuyên, mở thêm phòng Pilates reformer, phòng xông hồng ngoại và bể ngâm lạnh.',
    ru: 'Студия йоги у пляжа Микхе с 640 постоянными участниками открывает зал пилатеса на реформерах, инфракрасную сауну и купель.',
  },
  about: {
    en: 'Sóng ("wave" in Vietnamese) is a yoga studio two streets from My Khe Beach in Da Nang. It opened in 2021 and now runs 38 classes a week in Vietnamese and English, from gentle morning flows to prenatal yoga, for 640 active members: local professionals, families and the city\'s growing community of remote workers.\n\nFounder Tran Ngoc Diep taught yoga in Ho Chi Minh City and Bali for nine years before returning to her home town. The studio earned $154,000 in 2024 with $31,000 EBITDA; 72% of revenue comes from monthly and annual memberships, and members stay on average 14 months.\n\nThe $48,000 round adds a second hall and recovery services that members have asked for: fit-out of a 90 m² hall with acoustic panels and air conditioning ($17,000), six Pilates reformers ($13,000), an infrared sauna and a cold plunge ($11,000), a new booking app and launch marketing ($4,000), and working capital ($3,000).\n\nInvestors receive 15% of the studio\'s total revenue, paid quarterly from month 7, until they reach the contract minimum of +16%. Any shortfall at the end of month 24 is paid by the company.\n\nRisks: the studio depends heavily on its founder and a small team of teachers, the coastal location brings high humidity that wears equipment, and new boutique studios open regularly in Da Nang. Two senior teachers hold equity options, the equipment budget includes a three-year service plan, and Pilates reformer classes are still scarce in the city.',
    vi: 'Sóng là studio yoga cách biển Mỹ Khê hai con phố ở Đà Nẵng. Studio mở cửa năm 2021, hiện có 38 lớp mỗi tuần bằng tiếng Việt và tiếng Anh, từ yoga nhẹ nhàng buổi sáng đến yoga bầu, phục vụ 640 hội viên thường xuyên: người đi làm, các gia đình và cộng đồng làm việc từ xa ngày càng đông của thành phố.\n\nNhà sáng lập Trần Ngọc Diệp có chín năm dạy yoga tại TP. Hồ Chí Minh và Bali trước khi trở về quê nhà. Năm 2024 studio đạt doanh thu 154.000 USD và EBITDA 31.000 USD; 72% doanh thu đến từ thẻ hội viên tháng và năm, và hội viên gắn bó trung bình 14 tháng.\n\nVòng gọi vốn 48.000 USD dùng để mở thêm phòng tập và dịch vụ phục hồi mà hội viên mong muốn: hoàn thiện phòng tập 90 m² với tấm tiêu âm và điều hòa (17.000 USD), sáu máy Pilates reformer (13.000 USD), phòng xông hồng ngoại và bể ngâm lạnh (11.000 USD), ứng dụng đặt lịch mới và tiếp thị ra mắt (4.000 USD), cùng vốn lưu động (3.000 USD).\n\nNhà đầu tư nhận 15% tổng doanh thu của studio, chi trả hằng quý từ tháng thứ 7, cho đến khi đạt mức lợi nhuận tối thiểu theo hợp đồng +16%. Nếu đến cuối tháng thứ 24 còn thiếu, công ty sẽ bù phần chênh lệch.\n\nRủi ro: studio phụ thuộc nhiều vào nhà sáng lập và đội ngũ giáo viên nhỏ, vị trí gần biển có độ ẩm cao làm thiết bị nhanh xuống cấp, và các studio boutique mới liên tục mở tại Đà Nẵng. Hai giáo viên chính được cam kết quyền chọn cổ phần, ngân sách thiết bị gồm gói bảo trì ba năm, và lớp Pilates reformer vẫn còn hiếm trong thành phố.',
    ru: 'Sóng («волна» по-вьетнамски) — студия йоги в двух кварталах от пляжа Микхе в Дананге. Она открылась в 2021 году и сейчас проводит 38 занятий в неделю на вьетнамском и английском языках — от мягкой утренней практики до йоги для беременных — для 640 постоянных участников: местных специалистов, семей и растущего сообщества удалённых работников.\n\nОснователь Чан Нгок Зьеп девять лет преподавала йогу в Хошимине и на Бали, прежде чем вернуться в родной город. В 2024 году выручка студии составила $154 000, EBITDA — $31 000; 72% выручки дают месячные и годовые абонементы, а участники остаются в среднем 14 месяцев.\n\nРаунд на $48 000 добавит второй зал и восстановительные процедуры, о которых просят участники: отделка зала на 90 м² с акустическими панелями и кондиционированием ($17 000), шесть реформеров для пилатеса ($13 000), инфракрасная сауна и купель с холодной водой ($11 000), новое приложение для записи и маркетинг запуска ($4 000), оборотный капитал ($3 000).\n\nИнвесторы получают 15% всей выручки студии, выплаты ежеквартальные с 7-го месяца — до достижения договорного минимума +16%. Недостачу на конец 24-го месяца доплачивает компания.\n\nРиски: студия сильно зависит от основательницы и небольшой команды преподавателей, высокая влажность у моря изнашивает оборудование, а новые бутик-студии в Дананге открываются регулярно. Двум ведущим преподавателям обещаны опционы, в бюджет оборудования входит трёхлетнее сервисное обслуживание, а занятия на реформерах в городе пока редкость.',
  },
  location: {
    en: 'Ngu Hanh Son District, Da Nang, Vietnam',
    vi: 'Quận Ngũ Hành Sơn, Đà Nẵng, Việt Nam',
    ru: 'Район Нгуханьшон, Дананг, Вьетнам',
  },
  currency: 'USD',
  target: 48000,
  raised: 20100,
  investorCount: 31,
  ticketMin: 150,
  ticketMax: 6000,
  ticketStep: 150,
  fundingStartDays: -19,
  fundingEndDays: 41,
  payoutFormat: {
    en: 'Quarterly revenue share from month 7',
    vi: 'Chia sẻ doanh thu hằng quý từ tháng thứ 7',
    ru: 'Ежеквартальная доля выручки с 7-го месяца',
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
    en: 'Song Wellness Co., Ltd. (single-member limited liability company), enterprise code 0402097731',
    vi: 'Công ty TNHH MTV Sóng Wellness (công ty trách nhiệm hữu hạn một thành viên), mã số doanh nghiệp 0402097731',
    ru: 'ООО «Сонг Велнес» (общество с ограниченной ответственностью с одним участником), код предприятия 0402097731',
  },
  images: [
    {
      file: 'song-yoga-danang-1.svg',
      alt: {
        en: 'A calm yoga studio with mats and a large window onto the sea',
        vi: 'Phòng tập yoga yên tĩnh với thảm tập và cửa sổ lớn nhìn ra biển',
        ru: 'Спокойный зал для йоги с ковриками и большим окном на море',
      },
    },
    {
      file: 'song-yoga-danang-2.svg',
      alt: {
        en: 'Sunrise over My Khe Beach with palm trees',
        vi: 'Bình minh trên biển Mỹ Khê với hàng dừa',
        ru: 'Рассвет над пляжем Микхе и пальмы',
      },
    },
    {
      file: 'song-yoga-danang-3.svg',
      alt: {
        en: 'A rolled mat, plants and candles in the recovery room',
        vi: 'Thảm tập cuộn, cây xanh và nến trong phòng phục hồi',
        ru: 'Свёрнутый коврик, растения и свечи в зоне восстановления',
      },
    },
  ],
  team: [
    {
      name: 'Trần Ngọc Diệp',
      role: {
        en: 'Founder & Lead Teacher',
        vi: 'Nhà sáng lập & Giáo viên chính',
        ru: 'Основатель и ведущий преподаватель',
      },
      bio: {
        en: 'Diep is an E-RYT 500 certified teacher who taught in Ho Chi Minh City and Bali for nine years. She opened Sóng in her home town in 2021 and still teaches twelve classes a week.',
        vi: 'Diệp là giáo viên đạt chứng chỉ E-RYT 500, có chín năm giảng dạy tại TP. Hồ Chí Minh và Bali. Chị mở Sóng tại quê nhà năm 2021 và hiện vẫn đứng lớp mười hai buổi mỗi tuần.',
        ru: 'Зьеп — преподаватель с сертификатом E-RYT 500, девять лет работавшая в Хошимине и на Бали. В 2021 году она открыла Sóng в родном городе и до сих пор ведёт двенадцать занятий в неделю.',
      },
      photo: 'song-yoga-danang-team-1.svg',
    },
    {
      name: 'Đặng Minh Quân',
      role: {
        en: 'Studio Manager & Pilates Lead',
        vi: 'Quản lý studio & Phụ trách Pilates',
        ru: 'Управляющий студией, руководитель направления пилатеса',
      },
      bio: {
        en: "Quan is a physiotherapist who trained as a Pilates instructor in Singapore. He manages the studio's schedule and finances and will run the new reformer programme.",
        vi: 'Quân là chuyên viên vật lý trị liệu, được đào tạo làm huấn luyện viên Pilates tại Singapore. Anh quản lý lịch lớp và tài chính của studio và sẽ phụ trách chương trình reformer mới.',
        ru: 'Куан — физиотерапевт, прошедший подготовку инструктора пилатеса в Сингапуре. Он ведёт расписание и финансы студии и будет руководить новой программой на реформерах.',
      },
      photo: 'song-yoga-danang-team-2.svg',
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
            'Sóng will add a Pilates reformer hall and a recovery area to its existing studio, raising capacity from 38 to 62 classes a week and adding higher-priced services.',
          ],
        },
        {
          heading: 'Revenue history',
          table: [
            ['2022', '$88,000'],
            ['2023', '$121,000'],
            ['2024', '$154,000 revenue, $31,000 EBITDA'],
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Second hall fit-out (90 m²)', '$17,000'],
            ['Six Pilates reformers', '$13,000'],
            ['Infrared sauna and cold plunge', '$11,000'],
            ['Booking app and launch marketing', '$4,000'],
            ['Working capital', '$3,000'],
            ['Total', '$48,000'],
          ],
        },
        {
          heading: 'Pricing',
          table: [
            ['Monthly yoga membership', '$48'],
            ['Reformer class (pack of 10)', '$120'],
            ['Sauna and cold plunge session', '$9'],
            ['Average revenue per member per month', '$21 today, $29 planned'],
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
            ['Issuer', 'Song Wellness Co., Ltd., enterprise code 0402097731'],
            ['Instrument', 'Revenue-sharing agreement'],
            ['Target amount', '$48,000'],
            ['Minimum investment', '$150, in steps of $150; maximum $6,000 per investor'],
            ['Revenue share', '15% of total studio revenue'],
            ['Contract minimum return', '+16% over 24 months (e.g. $10,000 → $11,600)'],
            ['Payout frequency', 'Quarterly, from month 7'],
          ],
        },
        {
          heading: 'Illustrative payouts for $10,000',
          table: [
            ['Month 7', '$1,650'],
            ['Month 10', '$1,850'],
            ['Month 13', '$1,950'],
            ['Month 16', '$2,000'],
            ['Month 19', '$2,050'],
            ['Month 22', '$2,100 (contract minimum of $11,600 reached)'],
          ],
        },
        {
          heading: 'Fees',
          table: [
            ['Service fee', '5%'],
            ['Card processing fee', '2.5%'],
            ['Reflection period', '4 days'],
            ['Target not reached', 'Full refund'],
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: ['The agreement is governed by the laws of Vietnam. Disputes go to the courts of Da Nang.'],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 7,
      title: {
        en: 'Reformer trial classes sold out',
        vi: 'Các lớp reformer thử nghiệm đã kín chỗ',
        ru: 'Пробные занятия на реформерах распроданы',
      },
      body: {
        en: 'We borrowed two reformers for a trial week: all 24 slots were booked within a day, and 19 people joined the waiting list for the full programme.',
        vi: 'Chúng tôi mượn hai máy reformer cho một tuần thử nghiệm: toàn bộ 24 suất được đặt hết trong một ngày, và 19 người đã đăng ký chờ chương trình chính thức.',
        ru: 'Мы взяли два реформера на пробную неделю: все 24 места разобрали за день, а 19 человек записались в лист ожидания на полную программу.',
      },
    },
    {
      daysAgo: 18,
      title: {
        en: 'Our round is open',
        vi: 'Vòng gọi vốn đã mở',
        ru: 'Раунд открыт',
      },
      body: {
        en: 'We are raising $48,000 to build a second hall and a recovery area. Members can now become investors in the studio they practise in.',
        vi: 'Chúng tôi gọi vốn 48.000 USD để xây phòng tập thứ hai và khu phục hồi. Giờ đây hội viên có thể trở thành nhà đầu tư của chính studio mình tập luyện.',
        ru: 'Мы привлекаем $48 000 на второй зал и зону восстановления. Теперь участники могут стать инвесторами студии, в которой занимаются.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 6000),
    {
      question: {
        en: 'When does the first payout arrive?',
        vi: 'Khi nào có khoản chi trả đầu tiên?',
        ru: 'Когда придёт первая выплата?',
      },
      answer: {
        en: 'In month 7 after disbursement, covering the revenue of months 4–6, once the new hall has been open for a full quarter. Payouts then continue every quarter until the contract minimum of +16% is reached.',
        vi: 'Vào tháng thứ 7 sau khi giải ngân, tính trên doanh thu tháng 4–6, khi phòng tập mới đã hoạt động trọn một quý. Sau đó tiền được chi trả hằng quý cho đến khi đạt mức tối thiểu +16%.',
        ru: 'На 7-й месяц после перечисления средств — с выручки 4–6-го месяцев, когда новый зал проработает полный квартал. Дальше выплаты идут ежеквартально до достижения договорного минимума +16%.',
      },
    },
    feesFaq(600),
    targetNotReachedFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Lisa B.',
      language: 'en',
      daysAgo: 12,
      question: 'Will the sauna and cold plunge be included in the membership or charged separately?',
      answer:
        'Annual members get four free sessions a month; everyone else pays per session or buys a recovery pack. The plan assumes 70% of recovery revenue comes from existing members.',
      answeredDaysAgo: 11,
    },
    {
      askedBy: 'Hồ Minh Trí',
      language: 'vi',
      daysAgo: 5,
      question: 'Studio có thuê mặt bằng dài hạn không? Hợp đồng còn bao lâu?',
      answer:
        'Hợp đồng thuê còn sáu năm, đã bao gồm cả tầng hai dành cho phòng tập mới, giá thuê cố định trong ba năm đầu.',
      answeredDaysAgo: 5,
    },
    {
      askedBy: 'Мария Г.',
      language: 'ru',
      daysAgo: 2,
      question: 'Можно ли инвесторам приходить на пробное занятие на реформере?',
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 12 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 16 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 19 },
    ],
    ebitda: [
      { period: '2024', value: 31000 },
      { period: '2025', value: 27000 },
      { period: '2026', value: 62000 },
      { period: '2027', value: 71000 },
      { period: '2028', value: 76000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 154000 },
      { period: '2025', value: 172000 },
      { period: '2026', value: 248000 },
      { period: '2027', value: 271000 },
      { period: '2028', value: 284000 },
    ],
    userGrowth: [
      { period: '2024', value: 640 },
      { period: '2025', value: 690 },
      { period: '2026', value: 830 },
      { period: '2027', value: 880 },
      { period: '2028', value: 910 },
    ],
  },
};
