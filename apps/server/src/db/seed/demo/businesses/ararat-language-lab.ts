import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, targetNotReachedFaq, ticketFaq } from './platform-faq.js';

export const araratLanguageLab: DemoBusiness = {
  id: 'ararat-language-lab',
  status: 'paused',
  featured: false,
  category: 'education',
  name: {
    en: 'Ararat Language Lab',
    vi: 'Trung tâm ngoại ngữ Ararat Language Lab',
    ru: 'Языковая школа Ararat Language Lab',
  },
  description: {
    en: 'A Yerevan language school with 620 students opening a second branch; the round is paused while a new site replaces the one that fell through.',
    vi: 'Trường ngoại ngữ ở Yerevan với 620 học viên chuẩn bị mở chi nhánh thứ hai; vòng gọi vốn tạm dừng trong khi tìm mặt bằng thay thế cho địa điểm không thành.',
    ru: 'Ереванская языковая школа на 620 учеников открывает второй филиал; раунд приостановлен, пока ищется замена сорвавшемуся помещению.',
  },
  about: {
    en: 'Ararat Language Lab teaches English, German, Russian and Chinese to about 620 children and adults in Kentron, the centre of Yerevan. Courses run in groups of up to ten, with exam preparation for IELTS, Goethe and HSK, and a fast-growing "English for IT" programme for the city’s software companies, which pay for their employees’ lessons.\n\nDirector Anna Hovhannisyan taught English at Yerevan State University for ten years before founding the school in 2018. It earned $410,000 in revenue and $74,000 in EBITDA in 2024 and has had a waiting list for children’s groups for two years; 93% of students who sat IELTS last year reached their target score.\n\nThe $112,500 round is meant to open a second branch with nine classrooms: fit-out ($52,000), furniture, interactive panels and a language lab ($28,000), an online learning platform and content ($14,000), the deposit and three months of rent ($10,500), and marketing, teacher recruitment and training ($8,000).\n\nInvestors would receive 14% of the tuition revenue of both branches, paid quarterly from month 7, until the contract minimum of +16% over 24 months is reached, with any shortfall paid by the company at the end of the term.\n\nThe round is paused. The building in Arabkir where the branch was to open has been sold, and the new owner will not sign the lease. The school is negotiating two alternative sites, and the business plan and budget will be updated before the round can resume. Other risks: the school depends on recruiting qualified teachers, corporate clients can cut training budgets quickly, and the new branch needs its premises added to the school’s education licence.',
    vi: 'Ararat Language Lab dạy tiếng Anh, tiếng Đức, tiếng Nga và tiếng Trung cho khoảng 620 trẻ em và người lớn tại Kentron, trung tâm Yerevan. Các khóa học theo nhóm tối đa mười người, có luyện thi IELTS, Goethe và HSK, cùng chương trình "Tiếng Anh cho IT" đang phát triển nhanh dành cho các công ty phần mềm trong thành phố, những công ty trả học phí cho nhân viên.\n\nGiám đốc Anna Hovhannisyan có mười năm dạy tiếng Anh tại Đại học Quốc gia Yerevan trước khi thành lập trường năm 2018. Năm 2024, trường đạt doanh thu 410.000 USD và EBITDA 74.000 USD, và suốt hai năm luôn có danh sách chờ cho các lớp trẻ em; 93% học viên thi IELTS năm ngoái đạt điểm mục tiêu.\n\nVòng gọi vốn 112.500 USD nhằm mở chi nhánh thứ hai với chín phòng học: hoàn thiện mặt bằng (52.000 USD), bàn ghế, màn hình tương tác và phòng lab ngôn ngữ (28.000 USD), nền tảng học trực tuyến và nội dung (14.000 USD), tiền cọc và ba tháng tiền thuê (10.500 USD), cùng tiếp thị, tuyển dụng và đào tạo giáo viên (8.000 USD).\n\nNhà đầu tư sẽ nhận 14% doanh thu học phí của cả hai chi nhánh, chi trả hằng quý từ tháng thứ 7, cho đến khi đạt mức tối thiểu theo hợp đồng +16% trong 24 tháng; nếu còn thiếu, công ty sẽ bù vào cuối kỳ.\n\nVòng gọi vốn đang tạm dừng. Tòa nhà ở Arabkir, nơi dự kiến mở chi nhánh, đã được bán và chủ mới không ký hợp đồng thuê. Trường đang đàm phán hai địa điểm thay thế, kế hoạch kinh doanh và ngân sách sẽ được cập nhật trước khi vòng gọi vốn có thể tiếp tục. Các rủi ro khác: trường phụ thuộc vào việc tuyển giáo viên có trình độ, khách hàng doanh nghiệp có thể cắt giảm ngân sách đào tạo nhanh chóng, và mặt bằng chi nhánh mới cần được bổ sung vào giấy phép giáo dục của trường.',
    ru: 'Ararat Language Lab преподаёт английский, немецкий, русский и китайский примерно 620 детям и взрослым в Кентроне, в центре Еревана. Занятия идут в группах до десяти человек; есть подготовка к IELTS, Goethe и HSK и быстро растущая программа «Английский для IT» для ереванских софтверных компаний, которые оплачивают обучение сотрудников.\n\nДиректор Анна Оганесян десять лет преподавала английский в Ереванском государственном университете, а в 2018 году основала школу. В 2024 году выручка составила $410 000, EBITDA — $74 000; уже два года в детские группы стоит очередь, а 93% учеников, сдававших IELTS в прошлом году, получили нужный балл.\n\nРаунд на $112 500 должен профинансировать второй филиал на девять аудиторий: отделку ($52 000), мебель, интерактивные панели и лингафонный кабинет ($28 000), онлайн-платформу и учебные материалы ($14 000), депозит и аренду за три месяца ($10 500), а также маркетинг, набор и обучение преподавателей ($8 000).\n\nИнвесторы должны получать 14% выручки от обучения в обоих филиалах, выплаты ежеквартальные с 7-го месяца — до достижения договорного минимума +16% за 24 месяца; недостачу компания доплачивает в конце срока.\n\nРаунд приостановлен. Здание в Арабкире, где должен был открыться филиал, продано, и новый собственник не подпишет договор аренды. Школа ведёт переговоры о двух альтернативных помещениях; прежде чем раунд возобновится, бизнес-план и бюджет будут обновлены. Другие риски: школа зависит от найма квалифицированных преподавателей, корпоративные клиенты могут быстро урезать бюджеты на обучение, а помещение нового филиала нужно внести в образовательную лицензию школы.',
  },
  location: {
    en: 'Kentron, Yerevan, Armenia',
    vi: 'Kentron, Yerevan, Armenia',
    ru: 'Кентрон, Ереван, Армения',
  },
  currency: 'USD',
  target: 112500,
  raised: 62700,
  investorCount: 74,
  ticketMin: 150,
  ticketMax: 12000,
  ticketStep: 150,
  fundingStartDays: -47,
  fundingEndDays: 13,
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
    en: 'Ararat Language Lab LLC (limited liability company), state registration no. 278.110.1027643',
    vi: 'Ararat Language Lab LLC (công ty trách nhiệm hữu hạn), số đăng ký nhà nước 278.110.1027643',
    ru: 'ООО «Арарат Лэнгвидж Лаб» (общество с ограниченной ответственностью), гос. рег. № 278.110.1027643',
  },
  images: [
    {
      file: 'ararat-language-lab-1.svg',
      alt: {
        en: 'A bright classroom with desks, a whiteboard and a world map',
        vi: 'Phòng học sáng sủa với bàn ghế, bảng trắng và bản đồ thế giới',
        ru: 'Светлая аудитория с партами, доской и картой мира',
      },
    },
    {
      file: 'ararat-language-lab-2.svg',
      alt: {
        en: 'A tuff-stone building in Yerevan with Mount Ararat behind',
        vi: 'Tòa nhà đá tuff ở Yerevan với núi Ararat phía sau',
        ru: 'Здание из туфа в Ереване на фоне горы Арарат',
      },
    },
    {
      file: 'ararat-language-lab-3.svg',
      alt: {
        en: 'Books, headphones and speech bubbles',
        vi: 'Sách, tai nghe và bong bóng hội thoại',
        ru: 'Книги, наушники и облачка реплик',
      },
    },
  ],
  team: [
    {
      name: 'Anna Hovhannisyan',
      role: { en: 'Founder & Director', vi: 'Nhà sáng lập & Giám đốc', ru: 'Основатель и директор' },
      bio: {
        en: 'Anna taught English at Yerevan State University for ten years and holds a Cambridge DELTA. She founded the school in 2018 and built its corporate programme.',
        vi: 'Anna có mười năm dạy tiếng Anh tại Đại học Quốc gia Yerevan và có chứng chỉ Cambridge DELTA. Chị thành lập trường năm 2018 và xây dựng chương trình đào tạo cho doanh nghiệp.',
        ru: 'Анна десять лет преподавала английский в Ереванском государственном университете, у неё диплом Cambridge DELTA. Она основала школу в 2018 году и создала корпоративную программу.',
      },
      photo: 'ararat-language-lab-team-1.svg',
    },
    {
      name: 'Armen Sargsyan',
      role: { en: 'Academic Director', vi: 'Giám đốc học thuật', ru: 'Академический директор' },
      bio: {
        en: 'Armen taught German in Berlin and Yerevan and is a licensed Goethe exam examiner. He leads the team of 24 teachers and the curriculum for all four languages.',
        vi: 'Armen từng dạy tiếng Đức ở Berlin và Yerevan, là giám khảo được cấp phép của kỳ thi Goethe. Anh dẫn dắt đội ngũ 24 giáo viên và chương trình giảng dạy cho cả bốn ngôn ngữ.',
        ru: 'Армен преподавал немецкий в Берлине и Ереване и является лицензированным экзаменатором Goethe. Он руководит командой из 24 преподавателей и программами по всем четырём языкам.',
      },
      photo: 'ararat-language-lab-team-2.svg',
    },
    {
      name: 'Lilit Grigoryan',
      role: { en: 'Operations & Finance', vi: 'Vận hành & Tài chính', ru: 'Операции и финансы' },
      bio: {
        en: 'Lilit managed finance at an Armenian IT company before joining the school in 2021. She handles corporate contracts, scheduling and the search for the new site.',
        vi: 'Lilit từng quản lý tài chính tại một công ty IT ở Armenia trước khi gia nhập trường năm 2021. Chị phụ trách hợp đồng doanh nghiệp, xếp lịch học và việc tìm mặt bằng mới.',
        ru: 'Лилит руководила финансами в армянской IT-компании, а в 2021 году пришла в школу. Она отвечает за корпоративные договоры, расписание и поиск нового помещения.',
      },
      photo: 'ararat-language-lab-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: second branch (under revision)',
        vi: 'Kế hoạch kinh doanh: chi nhánh thứ hai (đang sửa đổi)',
        ru: 'Бизнес-план второго филиала (пересматривается)',
      },
      sections: [
        {
          heading: 'Status of this plan',
          paragraphs: [
            'This plan was prepared for the Arabkir site, which is no longer available. An updated plan for the replacement site will be published before the round resumes.',
          ],
        },
        {
          heading: 'Student and revenue history',
          table: [
            ['2022', '410 students, $262,000 revenue'],
            ['2023', '520 students, $338,000 revenue'],
            ['2024', '620 students, $410,000 revenue, $74,000 EBITDA'],
          ],
        },
        {
          heading: 'Use of funds (Arabkir budget)',
          table: [
            ['Fit-out of nine classrooms', '$52,000'],
            ['Furniture, interactive panels, language lab', '$28,000'],
            ['Online learning platform and content', '$14,000'],
            ['Deposit and three months of rent', '$10,500'],
            ['Marketing, recruitment and teacher training', '$8,000'],
            ['Total', '$112,500'],
          ],
        },
        {
          heading: 'Unit economics',
          table: [
            ['Average monthly fee, group course', '$58'],
            ['Corporate programme, per employee per month', '$85'],
            ['Students per classroom per week', '46'],
            ['Teacher cost as share of revenue', '41%'],
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
            ['Issuer', 'Ararat Language Lab LLC, state registration no. 278.110.1027643'],
            ['Instrument', 'Revenue-sharing agreement'],
            ['Target amount', '$112,500'],
            ['Minimum investment', '$150, in steps of $150; maximum $12,000 per investor'],
            ['Revenue share', '14% of tuition revenue of both branches'],
            ['Contract minimum return', '+16% over 24 months (e.g. $10,000 → $11,600)'],
            ['Payout frequency', 'Quarterly, from month 7'],
          ],
        },
        {
          heading: 'Pause and resumption',
          paragraphs: [
            'While the round is paused, no new investments are accepted and existing investments remain reserved. Investors may cancel at any time during the pause and receive a full refund.',
            'When the round resumes with updated documents, every existing investor gets a new 4-day reflection period. If the round has not resumed within 30 days, it is cancelled and all investments are refunded in full.',
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
            'The agreement is governed by the laws of the Republic of Armenia. Disputes are heard by the courts of Yerevan.',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 6,
      title: {
        en: 'Round paused: our new site fell through',
        vi: 'Tạm dừng gọi vốn: mặt bằng mới không thành',
        ru: 'Раунд приостановлен: помещение сорвалось',
      },
      body: {
        en: 'The owner of the Arabkir building has sold it, and the new owner has told us he will not sign the lease. Because the business plan you invested in was built around that site, we asked Grove to pause the round. We are negotiating two alternative sites nearby and will publish an updated plan within three weeks. Your investment stays reserved, and you can cancel it at any time during the pause for a full refund.',
        vi: 'Chủ tòa nhà ở Arabkir đã bán tòa nhà, và chủ mới cho biết sẽ không ký hợp đồng thuê. Vì kế hoạch kinh doanh mà bạn đầu tư được xây dựng dựa trên mặt bằng đó, chúng tôi đã đề nghị Grove tạm dừng vòng gọi vốn. Chúng tôi đang đàm phán hai địa điểm thay thế gần đó và sẽ công bố kế hoạch cập nhật trong vòng ba tuần. Khoản đầu tư của bạn vẫn được giữ, và bạn có thể hủy bất cứ lúc nào trong thời gian tạm dừng để được hoàn tiền đầy đủ.',
        ru: 'Собственник здания в Арабкире продал его, и новый владелец сообщил, что не подпишет договор аренды. Поскольку бизнес-план, в который вы инвестировали, строился вокруг этого помещения, мы попросили Grove приостановить раунд. Мы ведём переговоры о двух альтернативных помещениях рядом и опубликуем обновлённый план в течение трёх недель. Ваша инвестиция остаётся зарезервированной, и в период паузы её можно в любой момент отменить с полным возвратом денег.',
      },
    },
    {
      daysAgo: 21,
      title: {
        en: 'Over half way',
        vi: 'Đã vượt nửa chặng đường',
        ru: 'Больше половины пути',
      },
      body: {
        en: 'We have passed 50% of our target with 70 investors, a third of them parents of our students.',
        vi: 'Chúng tôi đã vượt 50% mục tiêu với 70 nhà đầu tư, một phần ba trong số đó là phụ huynh học viên.',
        ru: 'Мы преодолели 50% цели: 70 инвесторов, треть из них — родители наших учеников.',
      },
    },
    {
      daysAgo: 46,
      title: {
        en: 'Round opened',
        vi: 'Vòng gọi vốn đã mở',
        ru: 'Раунд открыт',
      },
      body: {
        en: 'Ararat Language Lab is raising $112,500 for a second branch with nine classrooms.',
        vi: 'Ararat Language Lab gọi vốn 112.500 USD cho chi nhánh thứ hai với chín phòng học.',
        ru: 'Ararat Language Lab привлекает $112 500 на второй филиал с девятью аудиториями.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 12000),
    {
      question: {
        en: 'Why is the round paused?',
        vi: 'Vì sao vòng gọi vốn tạm dừng?',
        ru: 'Почему раунд приостановлен?',
      },
      answer: {
        en: 'The site for the new branch is no longer available after the building was sold. The round is paused so that investors do not commit money to a plan that is about to change. It will resume with an updated plan, or be cancelled with full refunds if no new site is secured within 30 days.',
        vi: 'Mặt bằng cho chi nhánh mới không còn sau khi tòa nhà được bán. Vòng gọi vốn tạm dừng để nhà đầu tư không rót tiền vào một kế hoạch sắp thay đổi. Vòng gọi vốn sẽ tiếp tục với kế hoạch cập nhật, hoặc bị hủy và hoàn tiền đầy đủ nếu không có mặt bằng mới trong vòng 30 ngày.',
        ru: 'После продажи здания помещение для нового филиала стало недоступно. Раунд приостановлен, чтобы инвесторы не вкладывали деньги в план, который вот-вот изменится. Он возобновится с обновлённым планом или будет отменён с полным возвратом средств, если за 30 дней новое помещение не найдётся.',
      },
    },
    {
      question: {
        en: 'Can I cancel my investment while the round is paused?',
        vi: 'Tôi có thể hủy khoản đầu tư khi vòng gọi vốn đang tạm dừng không?',
        ru: 'Можно ли отменить инвестицию, пока раунд на паузе?',
      },
      answer: {
        en: 'Yes, at any time during the pause, from your portfolio, with a full refund. When the round resumes, you also get a new 4-day reflection period to review the updated documents.',
        vi: 'Có, bất cứ lúc nào trong thời gian tạm dừng, ngay trong danh mục đầu tư, và được hoàn tiền đầy đủ. Khi vòng gọi vốn tiếp tục, bạn còn có thêm thời gian cân nhắc 4 ngày để xem xét tài liệu cập nhật.',
        ru: 'Да, в любой момент паузы, прямо в портфеле, с полным возвратом. Когда раунд возобновится, у вас будет новый 4-дневный период охлаждения, чтобы изучить обновлённые документы.',
      },
    },
    feesFaq(),
    targetNotReachedFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Гаяне М.',
      language: 'ru',
      daysAgo: 30,
      question:
        'Будет ли в новом филиале подготовка к ЕГЭ по русскому и английскому для поступления в российские вузы?',
      answer:
        'Да, это одна из групп, которые мы планируем открыть первыми: спрос на неё вырос почти вдвое за последний год.',
      answeredDaysAgo: 29,
    },
    {
      askedBy: 'David P.',
      language: 'en',
      daysAgo: 5,
      question:
        'Will the budget change with the new site? I would like to see the numbers before deciding whether to stay in.',
      answer:
        'Yes, it will, probably by less than 10%: both candidate sites need less fit-out but have higher rent. The updated plan will show the full budget and you will have 4 days to decide after it is published.',
      answeredDaysAgo: 4,
    },
    {
      askedBy: 'Phạm Đức Anh',
      language: 'vi',
      daysAgo: 3,
      question: 'Nếu vòng gọi vốn bị hủy, tiền hoàn lại mất bao lâu?',
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 12 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 16 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 19 },
    ],
    ebitda: [
      { period: '2024', value: 74000 },
      { period: '2025', value: 66000 },
      { period: '2026', value: 128000 },
      { period: '2027', value: 151000 },
      { period: '2028', value: 163000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 410000 },
      { period: '2025', value: 462000 },
      { period: '2026', value: 640000 },
      { period: '2027', value: 712000 },
      { period: '2028', value: 748000 },
    ],
    userGrowth: [
      { period: '2024', value: 620 },
      { period: '2025', value: 700 },
      { period: '2026', value: 980 },
      { period: '2027', value: 1090 },
      { period: '2028', value: 1140 },
    ],
  },
};
