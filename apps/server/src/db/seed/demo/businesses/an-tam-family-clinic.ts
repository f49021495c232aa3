import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, targetNotReachedFaq, ticketFaq } from './platform-faq.js';

export const anTamFamilyClinic: DemoBusiness = {
  id: 'an-tam-family-clinic',
  status: 'fundraising',
  featured: true,
  category: 'healthcare',
  name: {
    en: 'An Tam Family Clinic',
    vi: 'Phòng khám Gia đình An Tâm',
    ru: 'Семейная клиника «Ан Там»',
  },
  description: {
    en: 'A family medical clinic in Cau Giay trusted by 3,800 registered families, adding in-house imaging, a laboratory and six new consultation rooms.',
    vi: 'Phòng khám gia đình tại Cầu Giấy được 3.800 gia đình tin tưởng đăng ký, đầu tư thêm chẩn đoán hình ảnh, xét nghiệm và sáu phòng khám mới.',
    ru: 'Семейная клиника в районе Каузяй, которой доверяют 3 800 семей, открывает собственную диагностику, лабораторию и шесть новых кабинетов.',
  },
  about: {
    en: "An Tam is a family medical clinic in Cau Giay District, Hanoi, offering general practice, paediatrics, vaccinations and chronic-disease care. Since opening in 2019 it has registered 3,800 families and now handles about 2,300 consultations a month with four general practitioners and two paediatricians.\n\nThe clinic was founded by Dr Do Thi Huong, who practised internal medicine at Bach Mai Hospital for fifteen years. Revenue reached $690,000 in 2024 with $97,000 EBITDA, and patient numbers have grown every year, including during the pandemic, when the clinic ran the district's largest home-visit service for elderly patients.\n\nToday patients who need an X-ray, an ultrasound or blood tests are referred to other providers, which costs them a second trip and the clinic about $140,000 a year in lost revenue. The $375,000 round pays for: fitting out the second floor with six consultation rooms ($112,000), a digital X-ray unit ($96,000), two ultrasound machines ($68,000), laboratory analysers ($54,000), electronic medical records and licensing ($20,000), and working capital ($25,000).\n\nInvestors receive three fixed tranches: 30% of the principal in month 8, 40% in month 18 and 50% in month 30, a total of +20% over the term. From month 12 they also receive 8% of the quarterly profit of the imaging and laboratory unit above plan.\n\nRisks: the imaging unit needs a radiation safety licence from the Vietnam Agency for Radiation and Nuclear Safety, which can take three to five months; recruiting an experienced radiologist in Hanoi is competitive; and the equipment budget is exposed to exchange-rate changes. The licence application has been prepared with a specialised consultant and the radiologist has signed a letter of intent.",
    vi: 'An Tâm là phòng khám gia đình tại quận Cầu Giấy, Hà Nội, cung cấp dịch vụ đa khoa, nhi khoa, tiêm chủng và quản lý bệnh mạn tính. Từ khi mở cửa năm 2019, phòng khám đã có 3.800 gia đình đăng ký và hiện tiếp nhận khoảng 2.300 lượt khám mỗi tháng với bốn bác sĩ đa khoa và hai bác sĩ nhi.\n\nNgười sáng lập là BS. Đỗ Thị Hương, người có mười lăm năm công tác tại khoa Nội, Bệnh viện Bạch Mai. Doanh thu năm 2024 đạt 690.000 USD với EBITDA 97.000 USD; số bệnh nhân tăng đều mỗi năm, kể cả trong đại dịch, khi phòng khám vận hành dịch vụ khám tại nhà cho người cao tuổi lớn nhất quận.\n\nHiện nay, bệnh nhân cần chụp X-quang, siêu âm hay xét nghiệm máu phải chuyển sang cơ sở khác, vừa mất thêm một chuyến đi, vừa khiến phòng khám mất khoảng 140.000 USD doanh thu mỗi năm. Vòng gọi vốn 375.000 USD dùng để: hoàn thiện tầng hai với sáu phòng khám (112.000 USD), máy X-quang kỹ thuật số (96.000 USD), hai máy siêu âm (68.000 USD), máy xét nghiệm (54.000 USD), hồ sơ bệnh án điện tử và giấy phép (20.000 USD), và vốn lưu động (25.000 USD).\n\nNhà đầu tư nhận ba đợt chi trả cố định: 30% vốn gốc vào tháng thứ 8, 40% vào tháng thứ 18 và 50% vào tháng thứ 30, tổng cộng +20% trong kỳ hạn. Từ tháng thứ 12, nhà đầu tư còn nhận 8% lợi nhuận hằng quý vượt kế hoạch của đơn vị chẩn đoán hình ảnh và xét nghiệm.\n\nRủi ro: đơn vị chẩn đoán hình ảnh cần giấy phép an toàn bức xạ của Cục An toàn bức xạ và hạt nhân, thường mất ba đến năm tháng; tuyển bác sĩ chẩn đoán hình ảnh giàu kinh nghiệm ở Hà Nội rất cạnh tranh; và ngân sách thiết bị chịu ảnh hưởng của tỷ giá. Hồ sơ xin phép đã được chuẩn bị cùng đơn vị tư vấn chuyên ngành, và bác sĩ chẩn đoán hình ảnh đã ký thư cam kết.',
    ru: '«Ан Там» — семейная клиника в районе Каузяй в Ханое: общая практика, педиатрия, вакцинация и ведение хронических заболеваний. С открытия в 2019 году в ней зарегистрировались 3 800 семей; сейчас четыре врача общей практики и два педиатра проводят около 2 300 приёмов в месяц.\n\nОснователь клиники — доктор До Тхи Хыонг, пятнадцать лет проработавшая терапевтом в больнице Бать Май. Выручка в 2024 году составила $690 000, EBITDA — $97 000. Число пациентов росло каждый год, в том числе в пандемию, когда клиника организовала крупнейшую в районе службу выездных приёмов для пожилых.\n\nСейчас пациентов, которым нужны рентген, УЗИ или анализы крови, направляют в другие учреждения: для них это лишняя поездка, а клиника теряет около $140 000 выручки в год. Раунд на $375 000 пойдёт на отделку второго этажа с шестью кабинетами ($112 000), цифровой рентген-аппарат ($96 000), два аппарата УЗИ ($68 000), лабораторные анализаторы ($54 000), электронные медкарты и лицензирование ($20 000) и оборотный капитал ($25 000).\n\nИнвесторы получают три фиксированных транша: 30% вложенной суммы на 8-й месяц, 40% — на 18-й и 50% — на 30-й, всего +20% за срок. С 12-го месяца они также получают 8% квартальной прибыли отделения диагностики и лаборатории сверх плана.\n\nРиски: для рентгена нужна лицензия Агентства радиационной и ядерной безопасности Вьетнама, её получение занимает от трёх до пяти месяцев; найти опытного рентгенолога в Ханое непросто; бюджет на оборудование зависит от валютного курса. Заявка на лицензию подготовлена со специализированным консультантом, а рентгенолог уже подписал письмо о намерениях.',
  },
  location: {
    en: 'Cau Giay District, Hanoi, Vietnam',
    vi: 'Quận Cầu Giấy, Hà Nội, Việt Nam',
    ru: 'Район Каузяй, Ханой, Вьетнам',
  },
  currency: 'USD',
  target: 375000,
  raised: 91200,
  investorCount: 87,
  ticketMin: 150,
  ticketMax: 30000,
  ticketStep: 150,
  fundingStartDays: -12,
  fundingEndDays: 48,
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
    en: 'An Tam Healthcare Co., Ltd. (limited liability company), enterprise code 0108927415',
    vi: 'Công ty TNHH Y tế An Tâm (công ty trách nhiệm hữu hạn), mã số doanh nghiệp 0108927415',
    ru: 'ООО «Ан Там Хелскеа» (общество с ограниченной ответственностью), код предприятия 0108927415',
  },
  images: [
    {
      file: 'an-tam-family-clinic-1.svg',
      alt: {
        en: 'The clinic building with a green cross above the entrance',
        vi: 'Tòa nhà phòng khám với biểu tượng chữ thập xanh trên lối vào',
        ru: 'Здание клиники с зелёным крестом над входом',
      },
    },
    {
      file: 'an-tam-family-clinic-2.svg',
      alt: {
        en: 'A bright consultation room with an examination bed',
        vi: 'Phòng khám sáng sủa với giường khám bệnh',
        ru: 'Светлый кабинет врача с кушеткой',
      },
    },
    {
      file: 'an-tam-family-clinic-3.svg',
      alt: {
        en: 'Stethoscope, heart rate line and medical chart',
        vi: 'Ống nghe, đường nhịp tim và bệnh án',
        ru: 'Стетоскоп, кардиограмма и медицинская карта',
      },
    },
  ],
  team: [
    {
      name: 'Đỗ Thị Hương',
      role: {
        en: 'Founder & Medical Director',
        vi: 'Nhà sáng lập & Giám đốc chuyên môn',
        ru: 'Основатель и медицинский директор',
      },
      bio: {
        en: 'Dr Huong practised internal medicine at Bach Mai Hospital for fifteen years before founding An Tam in 2019. She holds a specialist level II degree in internal medicine and still sees patients three days a week.',
        vi: 'BS. Hương có mười lăm năm công tác tại khoa Nội, Bệnh viện Bạch Mai trước khi thành lập An Tâm năm 2019. Chị có bằng bác sĩ chuyên khoa II Nội khoa và vẫn trực tiếp khám bệnh ba ngày mỗi tuần.',
        ru: 'Доктор Хыонг пятнадцать лет работала терапевтом в больнице Бать Май, а в 2019 году основала «Ан Там». У неё учёная квалификация специалиста II степени по внутренним болезням, и она по-прежнему ведёт приём три дня в неделю.',
      },
      photo: 'an-tam-family-clinic-team-1.svg',
    },
    {
      name: 'Vũ Minh Tuấn',
      role: { en: 'Head of Paediatrics', vi: 'Trưởng khoa Nhi', ru: 'Заведующий педиатрией' },
      bio: {
        en: "Dr Tuan trained at the National Children's Hospital and joined An Tam in 2020. He set up the clinic's vaccination programme, which now serves more than 1,100 children.",
        vi: 'BS. Tuấn được đào tạo tại Bệnh viện Nhi Trung ương và gia nhập An Tâm năm 2020. Anh xây dựng chương trình tiêm chủng của phòng khám, hiện phục vụ hơn 1.100 trẻ em.',
        ru: 'Доктор Туан прошёл подготовку в Национальной детской больнице и присоединился к «Ан Там» в 2020 году. Он создал программу вакцинации клиники, которой сейчас пользуются более 1 100 детей.',
      },
      photo: 'an-tam-family-clinic-team-2.svg',
    },
    {
      name: 'Bùi Thanh Nga',
      role: { en: 'Chief Operating Officer', vi: 'Giám đốc Vận hành', ru: 'Операционный директор' },
      bio: {
        en: 'Nga managed outpatient operations at a private hospital group for eight years. She runs scheduling, purchasing and finance at An Tam and will lead the equipment procurement for this project.',
        vi: 'Chị Nga có tám năm quản lý vận hành khối ngoại trú tại một hệ thống bệnh viện tư nhân. Chị phụ trách lịch khám, mua sắm và tài chính tại An Tâm và sẽ chủ trì việc mua sắm thiết bị cho dự án này.',
        ru: 'Нга восемь лет руководила амбулаторным направлением в частной больничной сети. В «Ан Там» она отвечает за расписание, закупки и финансы и будет вести закупку оборудования по этому проекту.',
      },
      photo: 'an-tam-family-clinic-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: diagnostics expansion',
        vi: 'Kế hoạch kinh doanh: mở rộng chẩn đoán',
        ru: 'Бизнес-план: расширение диагностики',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'An Tam will add an imaging and laboratory unit and six consultation rooms on the second floor of its existing building, which it leases until 2034.',
            'The unit keeps referrals in-house and lets the clinic offer annual health check packages to employers, a segment it cannot serve today.',
          ],
        },
        {
          heading: 'Patient and revenue history',
          table: [
            ['2022', '21,400 consultations, $470,000 revenue'],
            ['2023', '24,900 consultations, $575,000 revenue'],
            ['2024', '27,600 consultations, $690,000 revenue, $97,000 EBITDA'],
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Second floor fit-out, six consultation rooms', '$112,000'],
            ['Digital X-ray unit with shielding', '$96,000'],
            ['Two ultrasound machines', '$68,000'],
            ['Haematology and biochemistry analysers', '$54,000'],
            ['Electronic medical records and licensing', '$20,000'],
            ['Working capital', '$25,000'],
            ['Total', '$375,000'],
          ],
        },
        {
          heading: 'Unit economics of the diagnostics unit',
          table: [
            ['Average X-ray fee', '$14'],
            ['Average ultrasound fee', '$19'],
            ['Average laboratory panel', '$22'],
            ['Planned tests per month (month 12)', '3,100'],
            ['Contribution margin', '46%'],
          ],
        },
        {
          heading: 'Timeline',
          table: [
            ['Months 1–3', 'Fit-out, equipment order, licence application'],
            ['Month 4', 'Laboratory and ultrasound open'],
            ['Months 5–6', 'Radiation safety licence, X-ray opens'],
            ['Month 8', 'First tranche to investors'],
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
            ['Issuer', 'An Tam Healthcare Co., Ltd., enterprise code 0108927415'],
            ['Instrument', 'Profit-participation loan'],
            ['Target amount', '$375,000'],
            ['Minimum investment', '$150, in steps of $150; maximum $30,000 per investor'],
            ['Contract minimum return', '+20% over 30 months (e.g. $10,000 → $12,000)'],
            ['Term', '30 months from disbursement'],
            ['Profit share', '8% of quarterly diagnostics profit above plan, from month 12'],
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
            ['Service fee', '5% of the amount invested'],
            ['Card processing fee', '2.5% when paying by card'],
            ['Reflection period', '4 days, full refund on cancellation'],
          ],
        },
        {
          heading: 'Covenants',
          paragraphs: [
            'The company may not take on new bank debt above $100,000 or pay dividends to its owners before the second tranche has been paid.',
            'Medical equipment bought with this round is pledged to the investors until the final tranche is paid.',
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: [
            'The agreement is governed by the laws of Vietnam. Disputes are settled by arbitration at the Vietnam International Arbitration Centre in Hanoi.',
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
            ['Revenue', '$690,000'],
            ['Medical staff', '$(318,000)'],
            ['Medicines and consumables', '$(121,000)'],
            ['Rent and utilities', '$(96,000)'],
            ['Other costs', '$(58,000)'],
            ['EBITDA', '$97,000'],
            ['Net profit', '$61,000'],
          ],
        },
        {
          heading: 'Balance sheet',
          table: [
            ['Fixed assets', '$148,000'],
            ['Cash', '$72,000'],
            ['Receivables from insurers', '$31,000'],
            ['Bank loans', '$40,000'],
            ['Equity', '$184,000'],
          ],
        },
        {
          heading: 'Payer mix',
          table: [
            ['Patients paying directly', '64%'],
            ['Private health insurance', '27%'],
            ['Corporate contracts', '9%'],
          ],
        },
        {
          heading: 'Auditor',
          paragraphs: [
            'The 2024 statements were audited by an independent audit firm licensed by the Ministry of Finance, with an unqualified opinion.',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 4,
      title: {
        en: 'Radiologist joins the project',
        vi: 'Bác sĩ chẩn đoán hình ảnh tham gia dự án',
        ru: 'К проекту присоединился рентгенолог',
      },
      body: {
        en: 'Dr Nguyen Thi Thu, a radiologist with eleven years of experience at a provincial hospital, has signed a letter of intent to lead our imaging unit from its opening.',
        vi: 'BS. Nguyễn Thị Thu, bác sĩ chẩn đoán hình ảnh với mười một năm kinh nghiệm tại bệnh viện tỉnh, đã ký thư cam kết phụ trách đơn vị chẩn đoán hình ảnh ngay từ khi mở cửa.',
        ru: 'Доктор Нгуен Тхи Тху, рентгенолог с одиннадцатилетним опытом работы в провинциальной больнице, подписала письмо о намерениях возглавить отделение диагностики с первого дня.',
      },
    },
    {
      daysAgo: 11,
      title: {
        en: 'Our round is live',
        vi: 'Vòng gọi vốn đã bắt đầu',
        ru: 'Раунд стартовал',
      },
      body: {
        en: 'We are raising $375,000 to bring X-ray, ultrasound and laboratory tests under one roof. Thank you to the first 40 investors, many of whom are our own patients.',
        vi: 'Chúng tôi gọi vốn 375.000 USD để đưa X-quang, siêu âm và xét nghiệm về cùng một nơi. Cảm ơn 40 nhà đầu tư đầu tiên, nhiều người trong số đó chính là bệnh nhân của chúng tôi.',
        ru: 'Мы привлекаем $375 000, чтобы рентген, УЗИ и анализы были под одной крышей. Спасибо первым 40 инвесторам — многие из них наши пациенты.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 30000),
    {
      question: {
        en: 'When is the first payout?',
        vi: 'Khi nào có khoản chi trả đầu tiên?',
        ru: 'Когда первая выплата?',
      },
      answer: {
        en: 'The first tranche, 30% of your principal, is paid in month 8 after disbursement. The second (40%) follows in month 18 and the last (50%) in month 30. Profit share above plan, if any, is paid quarterly from month 12.',
        vi: 'Đợt chi trả đầu tiên, bằng 30% vốn gốc, được thực hiện vào tháng thứ 8 sau khi giải ngân. Đợt thứ hai (40%) vào tháng thứ 18 và đợt cuối (50%) vào tháng thứ 30. Phần chia lợi nhuận vượt kế hoạch, nếu có, được trả hằng quý từ tháng thứ 12.',
        ru: 'Первый транш — 30% вложенной суммы — выплачивается на 8-й месяц после перечисления средств. Второй (40%) — на 18-й, последний (50%) — на 30-й. Доля прибыли сверх плана, если она будет, выплачивается ежеквартально с 12-го месяца.',
      },
    },
    {
      question: {
        en: 'What if the radiation licence is delayed?',
        vi: 'Nếu giấy phép bức xạ bị chậm thì sao?',
        ru: 'А если лицензия на рентген задержится?',
      },
      answer: {
        en: "The laboratory, ultrasound and new consultation rooms do not need that licence and open in month 4. The first tranche is covered by the existing clinic's cash flow even if the X-ray unit opens three months late.",
        vi: 'Phòng xét nghiệm, siêu âm và các phòng khám mới không cần giấy phép này và sẽ hoạt động từ tháng thứ 4. Đợt chi trả đầu tiên được đảm bảo bằng dòng tiền của phòng khám hiện tại ngay cả khi máy X-quang vận hành chậm ba tháng.',
        ru: 'Лаборатории, УЗИ и новым кабинетам эта лицензия не нужна — они откроются на 4-й месяц. Первый транш покрывается денежным потоком действующей клиники, даже если рентген заработает на три месяца позже.',
      },
    },
    feesFaq(),
    targetNotReachedFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Phạm Thị Hoa',
      language: 'vi',
      daysAgo: 9,
      question: 'Phòng khám có nhận bảo hiểm y tế nhà nước không?',
      answer:
        'Hiện tại phòng khám chưa ký hợp đồng khám chữa bệnh bảo hiểm y tế nhà nước; chúng tôi làm việc với 12 công ty bảo hiểm sức khỏe tư nhân. Kế hoạch này không giả định doanh thu từ bảo hiểm y tế nhà nước.',
      answeredDaysAgo: 8,
    },
    {
      askedBy: 'James O.',
      language: 'en',
      daysAgo: 7,
      question: 'Is the X-ray unit new or refurbished equipment?',
      answer:
        'New. We compared refurbished units, but the service contract and warranty on new equipment were worth the difference. The budget includes a five-year service agreement.',
      answeredDaysAgo: 6,
    },
    {
      askedBy: 'Елена П.',
      language: 'ru',
      daysAgo: 2,
      question: 'Планируете ли вы программы медосмотров для компаний? Какую долю выручки они могут дать?',
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 16 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 20 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 24 },
    ],
    ebitda: [
      { period: '2024', value: 97000 },
      { period: '2025', value: 88000 },
      { period: '2026', value: 196000 },
      { period: '2027', value: 248000 },
      { period: '2028', value: 281000 },
      { period: '2029', value: 302000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 690000 },
      { period: '2025', value: 760000 },
      { period: '2026', value: 1110000 },
      { period: '2027', value: 1290000 },
      { period: '2028', value: 1410000 },
      { period: '2029', value: 1490000 },
    ],
    userGrowth: [
      { period: '2024', value: 3800 },
      { period: '2025', value: 4300 },
      { period: '2026', value: 5400 },
      { period: '2027', value: 6300 },
      { period: '2028', value: 6900 },
      { period: '2029', value: 7400 },
    ],
  },
};
