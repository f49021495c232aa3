import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, targetNotReachedFaq, ticketFaq } from './platform-faq.js';

export const orbitaCoworkingAlmaty: DemoBusiness = {
  id: 'orbita-coworking-almaty',
  status: 'fundraising',
  featured: true,
  category: 'real_estate',
  name: {
    en: 'Orbita Coworking',
    vi: 'Orbita Coworking',
    ru: 'Коворкинг Orbita',
  },
  description: {
    en: "Almaty's co-working space with 92% occupancy is opening a second 160-desk location on Abay Avenue, with 64 desks already pre-booked.",
    vi: 'Không gian làm việc chung ở Almaty với công suất lấp đầy 92% chuẩn bị mở cơ sở thứ hai 160 chỗ trên đại lộ Abay, đã có 64 chỗ được đặt trước.',
    ru: 'Алматинский коворкинг с заполняемостью 92% открывает вторую площадку на 160 рабочих мест на проспекте Абая — 64 места уже забронированы.',
  },
  about: {
    en: 'Orbita runs a 1,300 m² co-working space on Dostyk Avenue in Almaty with 140 desks, six meeting rooms and an event hall. Since 2020 it has become a home for IT teams, freelancers and the regional offices of foreign companies; occupancy has stayed above 90% for the last six quarters and there is a waiting list for fixed desks.\n\nThe founder, Aigerim Seitkali, spent eight years in commercial real estate leasing office space to international tenants. Orbita earned $486,000 in revenue and $112,000 in EBITDA in 2024, and 70% of its income comes from companies on contracts of six months or longer.\n\nThe $195,000 round funds a second location: 1,100 m² on two floors of a renovated 1970s building on Abay Avenue, leased for seven years. The money covers the fit-out ($92,000), furniture and acoustic phone booths ($44,000), IT, access control and the booking system ($17,000), the deposit and two months of rent ($24,000), and pre-sales marketing ($18,000). Nine companies have already pre-booked 64 desks.\n\nInvestors receive 14% of the monthly revenue of both locations, paid every month starting in month 7, until they have received the contract minimum of +20%. If the total is lower at the end of month 30, Orbita pays the difference.\n\nRisks: a slower fill-up of the new space, the tenure of the lease (the landlord may sell the building, although the lease is registered and survives a sale), and the tenge exchange rate, since revenue is earned in tenge while payouts are calculated in US dollars. Orbita prices its contracts in tenge with an annual indexation clause and has budgeted a 10% devaluation buffer.',
    vi: 'Orbita vận hành không gian làm việc chung rộng 1.300 m² trên đại lộ Dostyk ở Almaty với 140 chỗ ngồi, sáu phòng họp và một hội trường sự kiện. Từ năm 2020, nơi đây trở thành chỗ làm việc của các nhóm IT, người làm tự do và văn phòng khu vực của các công ty nước ngoài; công suất lấp đầy duy trì trên 90% suốt sáu quý gần nhất và luôn có danh sách chờ cho chỗ ngồi cố định.\n\nNhà sáng lập Aigerim Seitkali có tám năm trong lĩnh vực bất động sản thương mại, chuyên cho khách thuê quốc tế thuê văn phòng. Năm 2024, Orbita đạt doanh thu 486.000 USD và EBITDA 112.000 USD; 70% thu nhập đến từ doanh nghiệp có hợp đồng từ sáu tháng trở lên.\n\nVòng gọi vốn 195.000 USD dành cho cơ sở thứ hai: 1.100 m² trên hai tầng của một tòa nhà thập niên 1970 đã được cải tạo trên đại lộ Abay, thuê trong bảy năm. Số tiền được dùng cho hoàn thiện nội thất (92.000 USD), đồ nội thất và buồng gọi điện cách âm (44.000 USD), hạ tầng IT, kiểm soát ra vào và hệ thống đặt chỗ (17.000 USD), tiền cọc và hai tháng tiền thuê (24.000 USD), cùng tiếp thị bán trước (18.000 USD). Chín công ty đã đặt trước 64 chỗ ngồi.\n\nNhà đầu tư nhận 14% doanh thu hằng tháng của cả hai cơ sở, chi trả mỗi tháng bắt đầu từ tháng thứ 7, cho đến khi đạt mức lợi nhuận tối thiểu theo hợp đồng +20%. Nếu đến cuối tháng thứ 30 tổng số tiền thấp hơn, Orbita sẽ bù phần chênh lệch.\n\nRủi ro: cơ sở mới lấp đầy chậm hơn dự kiến, quyền thuê mặt bằng (chủ nhà có thể bán tòa nhà, tuy hợp đồng thuê đã đăng ký và vẫn có hiệu lực khi chuyển nhượng), và tỷ giá đồng tenge, vì doanh thu bằng tenge trong khi khoản chi trả tính bằng đô la Mỹ. Orbita định giá hợp đồng bằng tenge với điều khoản điều chỉnh giá hằng năm và đã dự phòng mức mất giá 10%.',
    ru: 'Orbita управляет коворкингом площадью 1 300 м² на проспекте Достык в Алматы: 140 рабочих мест, шесть переговорных и зал для мероприятий. С 2020 года здесь работают IT-команды, фрилансеры и региональные офисы иностранных компаний; последние шесть кварталов заполняемость держится выше 90%, а на фиксированные места есть очередь.\n\nОснователь Айгерим Сейткали восемь лет занималась коммерческой недвижимостью и сдавала офисы международным арендаторам. В 2024 году выручка Orbita составила $486 000, EBITDA — $112 000; 70% дохода приносят компании с договорами на полгода и дольше.\n\nРаунд на $195 000 финансирует вторую площадку: 1 100 м² на двух этажах реконструированного здания 1970-х годов на проспекте Абая, аренда на семь лет. Деньги пойдут на отделку ($92 000), мебель и акустические кабины для звонков ($44 000), IT-инфраструктуру, контроль доступа и систему бронирования ($17 000), депозит и аренду за два месяца ($24 000), а также на маркетинг и предпродажи ($18 000). Девять компаний уже забронировали 64 места.\n\nИнвесторы получают 14% ежемесячной выручки обеих площадок, выплаты ежемесячные начиная с 7-го месяца — до достижения договорного минимума +20%. Если к концу 30-го месяца сумма окажется меньше, Orbita доплатит разницу.\n\nРиски: более медленное заполнение новой площадки, надёжность аренды (собственник может продать здание, но договор аренды зарегистрирован и сохраняет силу при продаже) и курс тенге: выручка поступает в тенге, а выплаты рассчитываются в долларах США. Orbita заключает договоры в тенге с ежегодной индексацией и заложила в план запас на девальвацию 10%.',
  },
  location: {
    en: 'Medeu District, Almaty, Kazakhstan',
    vi: 'Quận Medeu, Almaty, Kazakhstan',
    ru: 'Медеуский район, Алматы, Казахстан',
  },
  currency: 'USD',
  target: 195000,
  raised: 177450,
  investorCount: 156,
  ticketMin: 150,
  ticketMax: 19500,
  ticketStep: 150,
  fundingStartDays: -44,
  fundingEndDays: 16,
  payoutFormat: {
    en: 'Monthly revenue share after month 6',
    vi: 'Chia sẻ doanh thu hằng tháng sau tháng thứ 6',
    ru: 'Ежемесячная доля выручки после 6-го месяца',
  },
  expectedReturnPct: 20,
  annualYieldPct: 8,
  investmentStructure: {
    en: 'Revenue-sharing agreement',
    vi: 'Hợp đồng chia sẻ doanh thu',
    ru: 'Договор о разделе выручки',
  },
  investmentTermMonths: 30,
  legal: {
    en: 'Orbita Coworking LLP (limited liability partnership), BIN 200340015527',
    vi: 'Orbita Coworking LLP (công ty hợp danh trách nhiệm hữu hạn), BIN 200340015527',
    ru: 'ТОО «Orbita Coworking» (товарищество с ограниченной ответственностью), БИН 200340015527',
  },
  images: [
    {
      file: 'orbita-coworking-almaty-1.svg',
      alt: {
        en: 'An open co-working room with desks, laptops and plants in front of mountain views',
        vi: 'Phòng làm việc chung mở với bàn, máy tính xách tay và cây xanh, nhìn ra núi',
        ru: 'Открытый зал коворкинга со столами, ноутбуками и растениями на фоне гор',
      },
    },
    {
      file: 'orbita-coworking-almaty-2.svg',
      alt: {
        en: 'The renovated building on Abay Avenue with the Zailiysky Alatau behind',
        vi: 'Tòa nhà đã cải tạo trên đại lộ Abay với dãy núi Zailiysky Alatau phía sau',
        ru: 'Реконструированное здание на проспекте Абая на фоне Заилийского Алатау',
      },
    },
    {
      file: 'orbita-coworking-almaty-3.svg',
      alt: {
        en: 'A meeting room with a long table and a screen',
        vi: 'Phòng họp với bàn dài và màn hình',
        ru: 'Переговорная с длинным столом и экраном',
      },
    },
    {
      file: 'orbita-coworking-almaty-4.svg',
      alt: {
        en: 'The lounge corner with sofas, a coffee bar and hanging plants',
        vi: 'Góc thư giãn với ghế sofa, quầy cà phê và cây treo',
        ru: 'Лаунж-зона с диванами, кофейной стойкой и подвесными растениями',
      },
    },
  ],
  team: [
    {
      name: 'Aigerim Seitkali',
      role: { en: 'Founder & CEO', vi: 'Nhà sáng lập & CEO', ru: 'Основатель и CEO' },
      bio: {
        en: 'Aigerim spent eight years in commercial real estate in Almaty, leasing office space to international tenants. She founded Orbita in 2020 and negotiated both of its leases.',
        vi: 'Aigerim có tám năm làm bất động sản thương mại tại Almaty, cho khách thuê quốc tế thuê văn phòng. Chị thành lập Orbita năm 2020 và trực tiếp đàm phán cả hai hợp đồng thuê.',
        ru: 'Айгерим восемь лет работала в коммерческой недвижимости Алматы и сдавала офисы международным арендаторам. Она основала Orbita в 2020 году и сама провела переговоры по обоим договорам аренды.',
      },
      photo: 'orbita-coworking-almaty-team-1.svg',
    },
    {
      name: 'Daniyar Abenov',
      role: {
        en: 'Head of Community & Operations',
        vi: 'Trưởng bộ phận Cộng đồng & Vận hành',
        ru: 'Руководитель сообщества и операций',
      },
      bio: {
        en: 'Daniyar organised tech meetups in Almaty before joining Orbita in 2021. He runs the member community, more than 120 events a year and the day-to-day operations of the space.',
        vi: 'Daniyar từng tổ chức các buổi gặp gỡ công nghệ ở Almaty trước khi gia nhập Orbita năm 2021. Anh phụ trách cộng đồng thành viên, hơn 120 sự kiện mỗi năm và vận hành hằng ngày.',
        ru: 'До прихода в Orbita в 2021 году Данияр организовывал IT-митапы в Алматы. Он отвечает за сообщество резидентов, более 120 мероприятий в год и ежедневную работу пространства.',
      },
      photo: 'orbita-coworking-almaty-team-2.svg',
    },
    {
      name: 'Olga Kim',
      role: { en: 'Finance Director', vi: 'Giám đốc Tài chính', ru: 'Финансовый директор' },
      bio: {
        en: "Olga is a chartered accountant with ten years in audit and corporate finance. She manages Orbita's contracts, billing and reporting and will prepare the monthly revenue statements for investors.",
        vi: 'Olga là kế toán viên công chứng với mười năm kinh nghiệm kiểm toán và tài chính doanh nghiệp. Chị quản lý hợp đồng, hóa đơn và báo cáo của Orbita và sẽ lập báo cáo doanh thu hằng tháng cho nhà đầu tư.',
        ru: 'Ольга — дипломированный бухгалтер с десятилетним опытом в аудите и корпоративных финансах. Она ведёт договоры, выставление счетов и отчётность Orbita и будет готовить ежемесячные отчёты о выручке для инвесторов.',
      },
      photo: 'orbita-coworking-almaty-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: Abay Avenue location',
        vi: 'Kế hoạch kinh doanh: cơ sở đại lộ Abay',
        ru: 'Бизнес-план площадки на проспекте Абая',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'Orbita will open a second co-working space of 1,100 m² with 160 desks, eight meeting rooms and a podcast studio. The location is a ten-minute walk from the first one, so both share staff, suppliers and the member community.',
          ],
        },
        {
          heading: 'Performance of the Dostyk location',
          table: [
            ['2022', '$352,000 revenue, 84% occupancy'],
            ['2023', '$431,000 revenue, 90% occupancy'],
            ['2024', '$486,000 revenue, 92% occupancy, $112,000 EBITDA'],
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Fit-out (partitions, lighting, ventilation, kitchen)', '$92,000'],
            ['Furniture and acoustic phone booths', '$44,000'],
            ['IT, access control, booking system', '$17,000'],
            ['Deposit and two months of rent', '$24,000'],
            ['Pre-sales marketing', '$18,000'],
            ['Total', '$195,000'],
          ],
        },
        {
          heading: 'Pricing and unit economics',
          table: [
            ['Hot desk, monthly', '$140'],
            ['Fixed desk, monthly', '$190'],
            ['Private office for four, monthly', '$880'],
            ['Meeting room, hourly', '$18'],
            ['Break-even occupancy of the new location', '58%'],
          ],
        },
        {
          heading: 'Fill-up plan',
          table: [
            ['Opening (month 3)', '64 desks pre-booked, 40% occupancy'],
            ['Month 6', '65% occupancy'],
            ['Month 12', '85% occupancy'],
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
            ['Issuer', 'Orbita Coworking LLP, BIN 200340015527'],
            ['Instrument', 'Revenue-sharing agreement'],
            ['Target amount', '$195,000'],
            ['Minimum investment', '$150, in steps of $150; maximum $19,500 per investor'],
            ['Revenue share', '14% of monthly revenue of both locations'],
            ['Contract minimum return', '+20% (e.g. $10,000 → $12,000)'],
            ['Term', '30 months'],
            ['Payout frequency', 'Monthly, from month 7'],
          ],
        },
        {
          heading: 'Illustrative payouts for $10,000',
          table: [
            ['Months 7–12', 'about $420 per month'],
            ['Months 13–24', 'about $510 per month'],
            ['Months 25–30', 'about $560 per month, until $12,000 is reached'],
          ],
        },
        {
          heading: 'Fees and cancellation',
          table: [
            ['Service fee', '5% of the amount invested'],
            ['Card processing fee', '2.5%'],
            ['Reflection period', '4 days'],
            ['Target not reached', 'Full refund'],
          ],
        },
        {
          heading: 'Currency and governing law',
          paragraphs: [
            'Payouts are calculated in US dollars at the National Bank of Kazakhstan rate on the last business day of each month.',
            'The agreement is governed by the laws of the Republic of Kazakhstan; disputes are heard by the courts of Almaty.',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 2,
      title: {
        en: 'Over 90% — the last stretch',
        vi: 'Đã vượt 90% — chặng cuối',
        ru: 'Больше 90% — финишная прямая',
      },
      body: {
        en: 'We have raised $177,450 from 156 investors. Fit-out tenders are in: the preferred contractor has quoted $88,500, below our $92,000 budget.',
        vi: 'Chúng tôi đã huy động 177.450 USD từ 156 nhà đầu tư. Đã nhận hồ sơ thầu hoàn thiện: nhà thầu được chọn báo giá 88.500 USD, thấp hơn ngân sách 92.000 USD.',
        ru: 'Мы собрали $177 450 от 156 инвесторов. Получены предложения на отделку: выбранный подрядчик предложил $88 500 — меньше заложенных $92 000.',
      },
    },
    {
      daysAgo: 19,
      title: {
        en: '64 desks pre-booked',
        vi: '64 chỗ ngồi đã được đặt trước',
        ru: '64 места забронированы заранее',
      },
      body: {
        en: 'Nine companies, including two game studios and a fintech team of 22, have signed pre-booking agreements for the Abay Avenue location.',
        vi: 'Chín công ty, trong đó có hai studio game và một nhóm fintech 22 người, đã ký thỏa thuận đặt chỗ trước tại cơ sở đại lộ Abay.',
        ru: 'Девять компаний, в том числе две игровые студии и финтех-команда из 22 человек, подписали договоры предварительного бронирования на площадке на Абая.',
      },
    },
    {
      daysAgo: 43,
      title: {
        en: 'Round opened',
        vi: 'Vòng gọi vốn đã mở',
        ru: 'Раунд открыт',
      },
      body: {
        en: 'Orbita is raising $195,000 for its second location. See the business plan for the fill-up plan and pricing.',
        vi: 'Orbita gọi vốn 195.000 USD cho cơ sở thứ hai. Xem kế hoạch kinh doanh để biết lộ trình lấp đầy và bảng giá.',
        ru: 'Orbita привлекает $195 000 на вторую площадку. План заполнения и цены — в бизнес-плане.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 19500),
    {
      question: {
        en: 'How often are payouts made?',
        vi: 'Bao lâu được chi trả một lần?',
        ru: 'Как часто будут выплаты?',
      },
      answer: {
        en: 'Every month from month 7 after disbursement. The first six months are the fit-out and fill-up period. For $10,000 invested, monthly payouts are expected to start at about $420 and rise to about $560.',
        vi: 'Hằng tháng, bắt đầu từ tháng thứ 7 sau khi giải ngân. Sáu tháng đầu là thời gian thi công và lấp đầy. Với khoản đầu tư 10.000 USD, mỗi tháng dự kiến nhận khoảng 420 USD lúc đầu và tăng lên khoảng 560 USD.',
        ru: 'Ежемесячно, начиная с 7-го месяца после перечисления средств. Первые полгода уходят на отделку и заполнение. При вложении $10 000 ежемесячная выплата составит сначала около $420 и вырастет примерно до $560.',
      },
    },
    {
      question: {
        en: 'What if the tenge falls against the dollar?',
        vi: 'Nếu đồng tenge mất giá so với đô la thì sao?',
        ru: 'Что будет при девальвации тенге?',
      },
      answer: {
        en: 'Payouts are converted to US dollars at the official rate each month, so a weaker tenge reduces them. Contracts are indexed annually, the plan includes a 10% devaluation buffer, and any shortfall against the contract minimum is paid by Orbita at the end of the term.',
        vi: 'Khoản chi trả được quy đổi sang đô la Mỹ theo tỷ giá chính thức mỗi tháng, nên tenge yếu đi sẽ làm giảm khoản chi trả. Hợp đồng có điều chỉnh giá hằng năm, kế hoạch đã dự phòng mức mất giá 10%, và mọi khoản thiếu so với mức tối thiểu sẽ được Orbita bù vào cuối kỳ.',
        ru: 'Выплаты пересчитываются в доллары по официальному курсу каждый месяц, поэтому ослабление тенге их уменьшает. Договоры ежегодно индексируются, в план заложен запас на девальвацию 10%, а недостачу до договорного минимума Orbita доплачивает в конце срока.',
      },
    },
    feesFaq(),
    targetNotReachedFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Тимур Ж.',
      language: 'ru',
      daysAgo: 30,
      question: 'Договор аренды на Абая уже подписан или только согласован?',
      answer:
        'Подписан и зарегистрирован на семь лет с правом продления. Первые три месяца действуют арендные каникулы на время отделки.',
      answeredDaysAgo: 29,
    },
    {
      askedBy: 'Hannah L.',
      language: 'en',
      daysAgo: 16,
      question: 'Will members of the first location be able to use the new one?',
      answer:
        'Yes. Fixed-desk and office members get access to both locations, and meeting room credits work in either. We expect this to help fill the new space quickly.',
      answeredDaysAgo: 15,
    },
    {
      askedBy: 'Асель Б.',
      language: 'ru',
      daysAgo: 8,
      question: 'Будет ли на новой площадке детская комната? Для многих родителей это важно.',
      answer:
        'Да, мы выделили 35 м² под детскую комнату с няней по утрам в будни. Это было самое частое пожелание резидентов Достыка.',
      answeredDaysAgo: 7,
    },
    {
      askedBy: 'Võ Thanh Tùng',
      language: 'vi',
      daysAgo: 3,
      question: 'Doanh thu từ phòng họp và sự kiện chiếm bao nhiêu phần trăm?',
      answer:
        'Khoảng 17% doanh thu năm 2024 đến từ phòng họp và sự kiện. Ở cơ sở mới, chúng tôi dự kiến tỷ lệ này khoảng 20% nhờ có thêm phòng thu podcast.',
      answeredDaysAgo: 2,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 16 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 20 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 23 },
    ],
    ebitda: [
      { period: '2024', value: 112000 },
      { period: '2025', value: 104000 },
      { period: '2026', value: 214000 },
      { period: '2027', value: 268000 },
      { period: '2028', value: 289000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 486000 },
      { period: '2025', value: 548000 },
      { period: '2026', value: 862000 },
      { period: '2027', value: 968000 },
      { period: '2028', value: 1020000 },
    ],
    userGrowth: [
      { period: '2024', value: 310 },
      { period: '2025', value: 360 },
      { period: '2026', value: 590 },
      { period: '2027', value: 660 },
      { period: '2028', value: 690 },
    ],
  },
};
