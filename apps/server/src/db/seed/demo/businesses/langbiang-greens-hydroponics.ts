import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, targetNotReachedFaq, ticketFaq } from './platform-faq.js';

export const langbiangGreensHydroponics: DemoBusiness = {
  id: 'langbiang-greens-hydroponics',
  status: 'fundraising',
  featured: false,
  category: 'agriculture',
  name: {
    en: 'Langbiang Greens',
    vi: 'Nông trại Langbiang Greens',
    ru: 'Ферма Langbiang Greens',
  },
  description: {
    en: 'A family vegetable farm near Da Lat building a 2,000 m² hydroponic greenhouse for pesticide-free lettuce and herbs sold to supermarkets and restaurants.',
    vi: 'Nông trại rau gia đình gần Đà Lạt xây nhà kính thủy canh 2.000 m² trồng xà lách và rau thơm không thuốc trừ sâu cho siêu thị và nhà hàng.',
    ru: 'Семейная овощная ферма под Далатом строит гидропонную теплицу на 2 000 м² для салатов и зелени без пестицидов для супермаркетов и ресторанов.',
  },
  about: {
    en: "Langbiang Greens is a 1.2-hectare family farm in Lac Duong, at the foot of Langbiang Mountain near Da Lat. The Phan family has grown vegetables here since 2016, and since 2022 has run a 400 m² hydroponic pilot that produces lettuce, basil and mint without soil or pesticides. The produce goes by overnight truck to two supermarket chains and 45 restaurants in Ho Chi Minh City.\n\nPhan Van Loc has farmed in Da Lat for more than twenty years; his daughter Phan Ngoc Tram, an agronomist from Nong Lam University, designed the hydroponic pilot and runs quality control. In 2024 the farm earned $148,000 in revenue and $29,000 in EBITDA. The pilot yields about 28 kg of lettuce per m² a year, three times the yield of the farm's soil beds.\n\nThe $95,000 round builds a 2,000 m² greenhouse with a nutrient film technique (NFT) system: the greenhouse structure ($41,000), NFT channels, pumps and tanks ($22,000), climate and fertigation controls ($14,000), a solar-powered backup for the pumps ($6,000), and seedlings, packaging and working capital ($12,000). The supermarket buyers have already asked for four times the pilot's volume.\n\nInvestors receive three fixed tranches: 30% of the principal in month 8, 40% in month 16 and 46% in month 24, a contract minimum of +16%. From month 12 they also get 10% of the greenhouse's quarterly profit above plan.\n\nRisks: crop disease in a closed system can spread quickly, a power outage can damage a crop within hours, and wholesale prices for lettuce swing with the season. The farm uses separate circulation zones to contain disease, the backup system keeps pumps running for 12 hours, and 60% of the planned output is sold under fixed-price supply agreements.",
    vi: 'Langbiang Greens là nông trại gia đình rộng 1,2 ha tại Lạc Dương, dưới chân núi Langbiang gần Đà Lạt. Gia đình ông Phan trồng rau tại đây từ năm 2016 và từ năm 2022 vận hành mô hình thủy canh thử nghiệm 400 m² trồng xà lách, húng quế và bạc hà không dùng đất, không thuốc trừ sâu. Sản phẩm được xe tải chở trong đêm xuống hai chuỗi siêu thị và 45 nhà hàng tại TP. Hồ Chí Minh.\n\nÔng Phan Văn Lộc có hơn hai mươi năm làm nông ở Đà Lạt; con gái ông, kỹ sư nông học Phan Ngọc Trâm tốt nghiệp Đại học Nông Lâm, đã thiết kế mô hình thủy canh và phụ trách kiểm soát chất lượng. Năm 2024, nông trại đạt doanh thu 148.000 USD và EBITDA 29.000 USD. Mô hình thử nghiệm cho năng suất khoảng 28 kg xà lách/m²/năm, gấp ba lần luống đất của nông trại.\n\nVòng gọi vốn 95.000 USD dùng để xây nhà kính 2.000 m² với hệ thống thủy canh màng dinh dưỡng (NFT): khung nhà kính (41.000 USD), máng NFT, bơm và bồn chứa (22.000 USD), hệ thống điều khiển khí hậu và châm phân (14.000 USD), hệ thống dự phòng năng lượng mặt trời cho bơm (6.000 USD), cùng cây giống, bao bì và vốn lưu động (12.000 USD). Các siêu thị đã đề nghị sản lượng gấp bốn lần mô hình thử nghiệm.\n\nNhà đầu tư nhận ba đợt chi trả cố định: 30% vốn gốc vào tháng thứ 8, 40% vào tháng thứ 16 và 46% vào tháng thứ 24, tương ứng mức lợi nhuận tối thiểu theo hợp đồng +16%. Từ tháng thứ 12, nhà đầu tư còn nhận 10% lợi nhuận hằng quý vượt kế hoạch của nhà kính.\n\nRủi ro: dịch bệnh cây trồng trong hệ thống khép kín có thể lây lan nhanh, mất điện có thể làm hỏng cả vụ trong vài giờ, và giá sỉ xà lách biến động theo mùa. Nông trại chia hệ thống thành các vùng tuần hoàn riêng để khoanh vùng dịch bệnh, hệ thống dự phòng giữ cho bơm chạy 12 giờ, và 60% sản lượng kế hoạch đã được bán theo hợp đồng cung ứng giá cố định.',
    ru: 'Langbiang Greens — семейная ферма площадью 1,2 га в уезде Лакзыонг у подножия горы Лангбианг под Далатом. Семья Фан выращивает здесь овощи с 2016 года, а с 2022-го работает пилотная гидропонная установка на 400 м²: салат, базилик и мята без почвы и пестицидов. Продукция ночным грузовиком уходит в две сети супермаркетов и 45 ресторанов Хошимина.\n\nФан Ван Лок фермерствует в Далате более двадцати лет; его дочь Фан Нгок Чам, агроном, выпускница Университета сельского и лесного хозяйства, спроектировала пилотную установку и отвечает за контроль качества. В 2024 году выручка фермы составила $148 000, EBITDA — $29 000. Пилот даёт около 28 кг салата с квадратного метра в год — втрое больше, чем грядки фермы.\n\nРаунд на $95 000 пойдёт на теплицу площадью 2 000 м² с системой питательного слоя (NFT): конструкция теплицы ($41 000), NFT-лотки, насосы и баки ($22 000), управление микроклиматом и фертигацией ($14 000), резервное питание насосов от солнечных панелей ($6 000), рассада, упаковка и оборотный капитал ($12 000). Супермаркеты уже запросили объёмы вчетверо больше, чем даёт пилот.\n\nИнвесторы получают три фиксированных транша: 30% вложенной суммы на 8-й месяц, 40% — на 16-й и 46% — на 24-й, что составляет договорный минимум +16%. С 12-го месяца они также получают 10% квартальной прибыли теплицы сверх плана.\n\nРиски: в замкнутой системе болезни растений распространяются быстро, отключение электричества может погубить урожай за несколько часов, а оптовые цены на салат зависят от сезона. Ферма разделяет систему на независимые контуры циркуляции, резервное питание поддерживает насосы 12 часов, а 60% планового урожая уже продано по договорам с фиксированной ценой.',
  },
  location: {
    en: 'Lac Duong, near Da Lat, Lam Dong, Vietnam',
    vi: 'Lạc Dương, gần Đà Lạt, Lâm Đồng, Việt Nam',
    ru: 'Лакзыонг под Далатом, провинция Ламдонг, Вьетнам',
  },
  currency: 'USD',
  target: 95000,
  raised: 14300,
  investorCount: 31,
  ticketMin: 100,
  ticketMax: 5000,
  ticketStep: 100,
  fundingStartDays: -6,
  fundingEndDays: 54,
  payoutFormat: {
    en: 'Fixed tranches in months 8, 16 and 24, then quarterly profit share',
    vi: 'Chi trả cố định vào tháng 8, 16 và 24, kèm chia lợi nhuận hằng quý',
    ru: 'Фиксированные транши на 8-й, 16-й и 24-й месяц и квартальная доля прибыли',
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
    en: 'Langbiang Greens Agricultural Cooperative (cooperative), registration no. 5807G0412',
    vi: 'Hợp tác xã Nông nghiệp Langbiang Greens (hợp tác xã), số đăng ký 5807G0412',
    ru: 'Сельскохозяйственный кооператив «Langbiang Greens» (кооператив), рег. № 5807G0412',
  },
  videoFile: 'langbiang-greens-hydroponics.webm',
  images: [
    {
      file: 'langbiang-greens-hydroponics-1.svg',
      alt: {
        en: 'Greenhouses on green hills with pine trees near Da Lat',
        vi: 'Những nhà kính trên đồi xanh với rừng thông gần Đà Lạt',
        ru: 'Теплицы на зелёных холмах среди сосен под Далатом',
      },
    },
    {
      file: 'langbiang-greens-hydroponics-2.svg',
      alt: {
        en: 'Hydroponic channels with rows of lettuce inside the greenhouse',
        vi: 'Máng thủy canh với những hàng xà lách trong nhà kính',
        ru: 'Гидропонные лотки с рядами салата внутри теплицы',
      },
    },
    {
      file: 'langbiang-greens-hydroponics-3.svg',
      alt: {
        en: 'Crates of fresh lettuce, herbs and tomatoes',
        vi: 'Những thùng xà lách, rau thơm và cà chua tươi',
        ru: 'Ящики со свежим салатом, зеленью и томатами',
      },
    },
  ],
  team: [
    {
      name: 'Phan Văn Lộc',
      role: {
        en: 'Founder & Farm Manager',
        vi: 'Nhà sáng lập & Quản lý nông trại',
        ru: 'Основатель и управляющий фермой',
      },
      bio: {
        en: "Loc has grown vegetables and flowers around Da Lat for more than twenty years. He manages the farm's eight workers, the delivery schedule and the relationships with the supermarket buyers.",
        vi: 'Ông Lộc có hơn hai mươi năm trồng rau và hoa quanh Đà Lạt. Ông quản lý tám công nhân của nông trại, lịch giao hàng và quan hệ với các đơn vị thu mua của siêu thị.',
        ru: 'Лок больше двадцати лет выращивает овощи и цветы в окрестностях Далата. Он руководит восемью работниками фермы, графиком поставок и отношениями с закупщиками супермаркетов.',
      },
      photo: 'langbiang-greens-hydroponics-team-1.svg',
    },
    {
      name: 'Phan Ngọc Trâm',
      role: {
        en: 'Agronomist & Head of Quality',
        vi: 'Kỹ sư nông học & Trưởng bộ phận chất lượng',
        ru: 'Агроном, руководитель по качеству',
      },
      bio: {
        en: "Tram graduated in agronomy from Nong Lam University in Ho Chi Minh City and trained at a hydroponic farm in the Netherlands. She designed the pilot system and obtained the farm's VietGAP certification.",
        vi: 'Trâm tốt nghiệp ngành nông học tại Đại học Nông Lâm TP. Hồ Chí Minh và thực tập tại một trang trại thủy canh ở Hà Lan. Chị thiết kế hệ thống thử nghiệm và đạt chứng nhận VietGAP cho nông trại.',
        ru: 'Чам окончила агрономический факультет Университета сельского и лесного хозяйства в Хошимине и стажировалась на гидропонной ферме в Нидерландах. Она спроектировала пилотную систему и получила для фермы сертификат VietGAP.',
      },
      photo: 'langbiang-greens-hydroponics-team-2.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: 2,000 m² NFT greenhouse',
        vi: 'Kế hoạch kinh doanh: nhà kính NFT 2.000 m²',
        ru: 'Бизнес-план: NFT-теплица на 2 000 м²',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'The farm will scale its proven hydroponic pilot fivefold. Output of the new greenhouse is planned at 52 tonnes of leafy greens and herbs a year from month 6.',
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Greenhouse structure, 2,000 m²', '$41,000'],
            ['NFT channels, pumps and tanks', '$22,000'],
            ['Climate and fertigation controls', '$14,000'],
            ['Solar backup for pumps', '$6,000'],
            ['Seedlings, packaging, working capital', '$12,000'],
            ['Total', '$95,000'],
          ],
        },
        {
          heading: 'Revenue history',
          table: [
            ['2022', '$104,000'],
            ['2023', '$126,000'],
            ['2024', '$148,000 revenue, $29,000 EBITDA'],
          ],
        },
        {
          heading: 'Unit economics',
          table: [
            ['Yield (pilot)', '28 kg per m² per year'],
            ['Average selling price', '$2.10 per kg'],
            ['Growing cost', '$0.95 per kg'],
            ['Logistics to Ho Chi Minh City', '$0.18 per kg'],
            ['Sold under fixed-price agreements', '60% of planned output'],
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
            ['Issuer', 'Langbiang Greens Agricultural Cooperative'],
            ['Instrument', 'Profit-participation loan'],
            ['Target amount', '$95,000'],
            ['Minimum investment', '$100, in steps of $100; maximum $5,000 per investor'],
            ['Contract minimum return', '+16% over 24 months (e.g. $10,000 → $11,600)'],
            ['Profit share', '10% of quarterly greenhouse profit above plan, from month 12'],
          ],
        },
        {
          heading: 'Payout schedule for $10,000',
          table: [
            ['Month 8', '$3,000'],
            ['Month 16', '$4,000'],
            ['Month 24', '$4,600'],
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
          heading: 'Security and governing law',
          paragraphs: [
            'The greenhouse structure and equipment are pledged to the investors until the final tranche. The agreement is governed by the laws of Vietnam.',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 2,
      title: {
        en: 'Pilot harvest figures',
        vi: 'Số liệu thu hoạch của mô hình thử nghiệm',
        ru: 'Урожай пилотной установки',
      },
      body: {
        en: 'Our 400 m² pilot harvested 2.9 tonnes of lettuce and herbs in the last quarter, slightly above our planning figure. Photos of the harvest are in the gallery.',
        vi: 'Mô hình thử nghiệm 400 m² đã thu hoạch 2,9 tấn xà lách và rau thơm trong quý vừa qua, cao hơn một chút so với số liệu kế hoạch. Ảnh thu hoạch có trong thư viện ảnh.',
        ru: 'Пилотная установка на 400 м² за последний квартал дала 2,9 т салата и зелени — немного выше плановых цифр. Фотографии урожая — в галерее.',
      },
    },
    {
      daysAgo: 6,
      title: {
        en: 'We are raising $95,000',
        vi: 'Chúng tôi gọi vốn 95.000 USD',
        ru: 'Мы привлекаем $95 000',
      },
      body: {
        en: 'Our first round on Grove is open. It will let us build a greenhouse five times the size of our pilot and meet the volumes our buyers are asking for.',
        vi: 'Vòng gọi vốn đầu tiên của chúng tôi trên Grove đã mở. Số vốn này giúp xây nhà kính lớn gấp năm lần mô hình thử nghiệm và đáp ứng sản lượng mà khách hàng đang cần.',
        ru: 'Наш первый раунд на Grove открыт. Он позволит построить теплицу в пять раз больше пилотной и обеспечить объёмы, которые просят покупатели.',
      },
    },
  ],
  faq: [
    ticketFaq(100, 100, 5000),
    {
      question: {
        en: 'When will I be paid?',
        vi: 'Khi nào tôi được chi trả?',
        ru: 'Когда я получу выплаты?',
      },
      answer: {
        en: 'In three fixed tranches: 30% of your principal in month 8, 40% in month 16 and 46% in month 24. The greenhouse is built in months 1–3 and the first full harvests come in month 5.',
        vi: 'Theo ba đợt cố định: 30% vốn gốc vào tháng thứ 8, 40% vào tháng thứ 16 và 46% vào tháng thứ 24. Nhà kính được xây trong tháng 1–3 và vụ thu hoạch đầy đủ đầu tiên vào tháng thứ 5.',
        ru: 'Тремя фиксированными траншами: 30% вложенной суммы на 8-й месяц, 40% — на 16-й и 46% — на 24-й. Теплицу строят в 1–3-й месяцы, первый полный урожай — на 5-й месяц.',
      },
    },
    feesFaq(),
    targetNotReachedFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Nguyễn Hoàng Yến',
      language: 'vi',
      daysAgo: 4,
      question: 'Nông trại có bán lẻ trực tiếp cho người tiêu dùng không?',
      answer:
        'Hiện có, qua một cửa hàng nhỏ tại Đà Lạt và giao hàng theo đặt trước ở TP. Hồ Chí Minh, chiếm khoảng 8% doanh thu. Kế hoạch vẫn tập trung vào siêu thị và nhà hàng.',
      answeredDaysAgo: 3,
    },
    {
      askedBy: 'Peter W.',
      language: 'en',
      daysAgo: 3,
      question: 'How much electricity does the NFT system use, and what happens in a blackout?',
      answer:
        'About 2,100 kWh a month for pumps and fans. The solar backup with batteries runs the pumps for 12 hours, and we also keep a diesel generator on site for longer outages.',
      answeredDaysAgo: 2,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 12 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 16 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 19 },
    ],
    ebitda: [
      { period: '2024', value: 29000 },
      { period: '2025', value: 21000 },
      { period: '2026', value: 78000 },
      { period: '2027', value: 86000 },
      { period: '2028', value: 91000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 148000 },
      { period: '2025', value: 166000 },
      { period: '2026', value: 262000 },
      { period: '2027', value: 281000 },
      { period: '2028', value: 294000 },
    ],
    userGrowth: [
      { period: '2024', value: 47 },
      { period: '2025', value: 55 },
      { period: '2026', value: 82 },
      { period: '2027', value: 94 },
      { period: '2028', value: 101 },
    ],
  },
};
