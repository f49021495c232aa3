import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, ticketFaq } from './platform-faq.js';

export const swiftlaneLastMile: DemoBusiness = {
  id: 'swiftlane-last-mile',
  status: 'funded',
  featured: false,
  category: 'logistics',
  name: {
    en: 'SwiftLane Last-Mile Delivery',
    vi: 'SwiftLane – Giao hàng chặng cuối',
    ru: 'SwiftLane — доставка последней мили',
  },
  description: {
    en: 'A same-day delivery start-up for online sellers in Ho Chi Minh City, switching its riders to electric cargo scooters and opening two micro-hubs.',
    vi: 'Start-up giao hàng trong ngày cho người bán hàng online tại TP. Hồ Chí Minh, chuyển đội tài xế sang xe máy điện chở hàng và mở thêm hai kho trung chuyển nhỏ.',
    ru: 'Стартап доставки в день заказа для интернет-продавцов Хошимина пересаживает курьеров на грузовые электроскутеры и открывает два микрохаба.',
  },
  about: {
    en: 'SwiftLane delivers parcels for 1,100 online sellers in Ho Chi Minh City, most of them small fashion, cosmetics and home-goods shops selling through social media and marketplaces. Parcels collected before noon are delivered the same day from three micro-hubs in Districts 7, 10 and Go Vap. In 2024 SwiftLane delivered 1.9 million parcels with a 97.8% first-attempt success rate.\n\nCEO Hoang Gia Bao previously ran driver operations for a ride-hailing company, and CTO Nguyen Thi Kim Ngan built the routing and tracking software that assigns each rider a route in seconds. Revenue reached $1.48 million in 2024; EBITDA turned positive at $64,000 after two years of losses.\n\nThe $300,000 raised in this round pays for 80 electric cargo scooters ($112,000) that riders lease instead of using their own petrol motorbikes, battery-swap cabinets with 240 batteries ($76,000), two new micro-hubs in Thu Duc City and Binh Tan ($58,000), sorting software and scanners ($24,000), and working capital ($30,000). Electric scooters cut the cost per parcel by about 15% and let SwiftLane serve Thu Duc and Binh Tan, where it currently turns sellers away.\n\nInvestors receive 24 fixed monthly instalments of 5% of their principal from month 7 to month 30, a total of +20%. In addition, 4% of any annual net profit above plan is paid out each year.\n\nRisks: thin margins in parcel delivery, price competition from national carriers, rider turnover, and dependence on a few large sellers (the top ten make up 31% of volume). The scooters are owned by SwiftLane and pledged to investors, and each rider signs a lease with a deposit.',
    vi: 'SwiftLane giao hàng cho 1.100 người bán hàng online tại TP. Hồ Chí Minh, phần lớn là các shop thời trang, mỹ phẩm và đồ gia dụng nhỏ bán qua mạng xã hội và sàn thương mại điện tử. Đơn lấy trước 12 giờ trưa được giao trong ngày từ ba kho trung chuyển nhỏ tại Quận 7, Quận 10 và Gò Vấp. Năm 2024, SwiftLane giao 1,9 triệu đơn với tỷ lệ giao thành công ngay lần đầu 97,8%.\n\nCEO Hoàng Gia Bảo từng điều hành đội tài xế của một công ty gọi xe công nghệ, còn CTO Nguyễn Thị Kim Ngân xây dựng phần mềm định tuyến và theo dõi giúp phân tuyến cho mỗi tài xế chỉ trong vài giây. Doanh thu năm 2024 đạt 1,48 triệu USD; EBITDA chuyển sang dương 64.000 USD sau hai năm lỗ.\n\nSố vốn 300.000 USD huy động trong vòng này dùng để mua 80 xe máy điện chở hàng (112.000 USD) cho tài xế thuê thay vì dùng xe xăng của mình, tủ đổi pin cùng 240 viên pin (76.000 USD), hai kho trung chuyển mới tại TP. Thủ Đức và Bình Tân (58.000 USD), phần mềm phân loại và máy quét (24.000 USD), và vốn lưu động (30.000 USD). Xe điện giúp giảm khoảng 15% chi phí mỗi đơn và cho phép SwiftLane phục vụ Thủ Đức và Bình Tân, nơi hiện công ty phải từ chối người bán.\n\nNhà đầu tư nhận 24 kỳ chi trả cố định hằng tháng, mỗi kỳ 5% vốn gốc, từ tháng thứ 7 đến tháng thứ 30, tổng cộng +20%. Ngoài ra, 4% lợi nhuận ròng hằng năm vượt kế hoạch sẽ được chia mỗi năm.\n\nRủi ro: biên lợi nhuận mỏng trong ngành giao nhận, cạnh tranh giá từ các hãng vận chuyển toàn quốc, biến động tài xế, và sự phụ thuộc vào một số người bán lớn (mười khách hàng lớn nhất chiếm 31% sản lượng). Xe điện thuộc sở hữu của SwiftLane và được cầm cố cho nhà đầu tư, mỗi tài xế ký hợp đồng thuê xe có đặt cọc.',
    ru: 'SwiftLane доставляет посылки 1 100 интернет-продавцов Хошимина — в основном небольших магазинов одежды, косметики и товаров для дома, торгующих через соцсети и маркетплейсы. Посылки, забранные до полудня, доставляются в тот же день из трёх микрохабов в 7-м, 10-м районах и Говапе. В 2024 году SwiftLane доставила 1,9 млн посылок, 97,8% — с первой попытки.\n\nCEO Хоанг За Бао раньше руководил водителями в сервисе такси, а CTO Нгуен Тхи Ким Нган создала систему маршрутизации и отслеживания, которая за секунды строит маршрут каждому курьеру. Выручка в 2024 году достигла $1,48 млн; после двух убыточных лет EBITDA стала положительной — $64 000.\n\nСобранные в раунде $300 000 пойдут на 80 грузовых электроскутеров ($112 000), которые курьеры будут арендовать вместо своих бензиновых мотобайков, шкафы для замены аккумуляторов и 240 батарей ($76 000), два новых микрохаба в Тхудыке и Биньтане ($58 000), программу сортировки и сканеры ($24 000) и оборотный капитал ($30 000). Электроскутеры снижают стоимость доставки посылки примерно на 15% и позволят обслуживать Тхудык и Биньтан, где сейчас приходится отказывать продавцам.\n\nИнвесторы получают 24 фиксированных ежемесячных платежа по 5% вложенной суммы с 7-го по 30-й месяц — всего +20%. Дополнительно раз в год выплачивается 4% чистой прибыли сверх плана.\n\nРиски: низкая маржа в доставке, ценовая конкуренция со стороны национальных перевозчиков, текучесть курьеров и зависимость от крупных продавцов (десять крупнейших дают 31% объёма). Скутеры принадлежат SwiftLane и находятся в залоге у инвесторов, каждый курьер подписывает договор аренды с депозитом.',
  },
  location: {
    en: 'District 7, Ho Chi Minh City, Vietnam',
    vi: 'Quận 7, TP. Hồ Chí Minh, Việt Nam',
    ru: '7-й район, Хошимин, Вьетнам',
  },
  currency: 'USD',
  target: 300000,
  raised: 300000,
  investorCount: 268,
  ticketMin: 150,
  ticketMax: 30000,
  ticketStep: 150,
  fundingStartDays: -83,
  fundingEndDays: -9,
  payoutFormat: {
    en: 'Monthly fixed instalments from month 7, plus annual profit share',
    vi: 'Chi trả cố định hằng tháng từ tháng thứ 7, cộng chia lợi nhuận hằng năm',
    ru: 'Фиксированные ежемесячные платежи с 7-го месяца и ежегодная доля прибыли',
  },
  expectedReturnPct: 20,
  annualYieldPct: 8,
  investmentStructure: {
    en: 'Asset-backed profit-participation loan',
    vi: 'Khoản vay tham gia lợi nhuận có tài sản đảm bảo',
    ru: 'Заём с участием в прибыли, обеспеченный активами',
  },
  investmentTermMonths: 30,
  legal: {
    en: 'SwiftLane Logistics JSC (joint-stock company), enterprise code 0317204658',
    vi: 'Công ty Cổ phần Giao vận SwiftLane (công ty cổ phần), mã số doanh nghiệp 0317204658',
    ru: 'АО «СвифтЛейн Лоджистикс» (акционерное общество), код предприятия 0317204658',
  },
  images: [
    {
      file: 'swiftlane-last-mile-1.svg',
      alt: {
        en: 'A delivery van and electric scooters loaded with parcels',
        vi: 'Xe tải giao hàng và xe máy điện chở đầy bưu kiện',
        ru: 'Фургон доставки и электроскутеры с посылками',
      },
    },
    {
      file: 'swiftlane-last-mile-2.svg',
      alt: {
        en: 'A micro-hub with shelves of sorted parcels',
        vi: 'Kho trung chuyển với các kệ bưu kiện đã phân loại',
        ru: 'Микрохаб со стеллажами отсортированных посылок',
      },
    },
    {
      file: 'swiftlane-last-mile-3.svg',
      alt: {
        en: 'A city map with delivery routes and pins',
        vi: 'Bản đồ thành phố với các tuyến giao hàng và điểm đánh dấu',
        ru: 'Карта города с маршрутами доставки и метками',
      },
    },
  ],
  team: [
    {
      name: 'Hoàng Gia Bảo',
      role: { en: 'Co-founder & CEO', vi: 'Đồng sáng lập & CEO', ru: 'Сооснователь и CEO' },
      bio: {
        en: 'Bao ran driver operations for a ride-hailing company in southern Vietnam for five years, managing more than 6,000 drivers. He founded SwiftLane in 2021.',
        vi: 'Anh Bảo có năm năm điều hành đội tài xế cho một công ty gọi xe công nghệ tại miền Nam, quản lý hơn 6.000 tài xế. Anh thành lập SwiftLane năm 2021.',
        ru: 'Бао пять лет руководил водителями сервиса такси на юге Вьетнама — более 6 000 человек. В 2021 году он основал SwiftLane.',
      },
      photo: 'swiftlane-last-mile-team-1.svg',
    },
    {
      name: 'Nguyễn Thị Kim Ngân',
      role: { en: 'Co-founder & CTO', vi: 'Đồng sáng lập & CTO', ru: 'Сооснователь и CTO' },
      bio: {
        en: 'Ngan is a software engineer from Ho Chi Minh City University of Technology who worked on logistics systems at an e-commerce company. She leads a team of six engineers.',
        vi: 'Ngân là kỹ sư phần mềm tốt nghiệp Đại học Bách khoa TP. Hồ Chí Minh, từng phát triển hệ thống logistics tại một công ty thương mại điện tử. Chị dẫn dắt đội sáu kỹ sư.',
        ru: 'Нган — инженер-программист, выпускница Политехнического университета Хошимина, раньше разрабатывала логистические системы в компании электронной коммерции. Руководит командой из шести инженеров.',
      },
      photo: 'swiftlane-last-mile-team-2.svg',
    },
    {
      name: 'Trương Văn Phúc',
      role: { en: 'Head of Fleet', vi: 'Trưởng bộ phận Đội xe', ru: 'Руководитель автопарка' },
      bio: {
        en: 'Phuc managed a motorbike service network for eight years. He is responsible for the scooter fleet, the battery-swap stations and rider training.',
        vi: 'Anh Phúc có tám năm quản lý mạng lưới sửa chữa xe máy. Anh phụ trách đội xe điện, trạm đổi pin và đào tạo tài xế.',
        ru: 'Фук восемь лет управлял сетью мотосервисов. Он отвечает за парк электроскутеров, станции замены батарей и обучение курьеров.',
      },
      photo: 'swiftlane-last-mile-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: electric fleet and new hubs',
        vi: 'Kế hoạch kinh doanh: đội xe điện và kho mới',
        ru: 'Бизнес-план: электропарк и новые хабы',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'SwiftLane will lease 80 electric cargo scooters to its riders, build a battery-swap network and open two micro-hubs, raising daily capacity from 7,500 to 12,000 parcels.',
          ],
        },
        {
          heading: 'Operating history',
          table: [
            ['2022', '0.6 million parcels, $520,000 revenue, EBITDA $(118,000)'],
            ['2023', '1.2 million parcels, $960,000 revenue, EBITDA $(41,000)'],
            ['2024', '1.9 million parcels, $1,480,000 revenue, EBITDA $64,000'],
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['80 electric cargo scooters', '$112,000'],
            ['Battery-swap cabinets and 240 batteries', '$76,000'],
            ['Micro-hubs in Thu Duc City and Binh Tan', '$58,000'],
            ['Sorting software and scanners', '$24,000'],
            ['Working capital', '$30,000'],
            ['Total', '$300,000'],
          ],
        },
        {
          heading: 'Unit economics per parcel',
          table: [
            ['Average revenue', '$0.78'],
            ['Rider cost, petrol motorbike', '$0.46'],
            ['Rider cost, leased electric scooter', '$0.39'],
            ['Hub and sorting cost', '$0.12'],
            ['Contribution margin with electric fleet', '$0.27'],
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
            ['Issuer', 'SwiftLane Logistics JSC, enterprise code 0317204658'],
            ['Instrument', 'Asset-backed profit-participation loan'],
            ['Amount', '$300,000'],
            ['Minimum investment', '$150, in steps of $150; maximum $30,000 per investor'],
            ['Instalments', '24 monthly payments of 5% of principal, months 7–30'],
            ['Contract minimum return', '+20% (e.g. $10,000 → $12,000)'],
            ['Profit share', '4% of annual net profit above plan'],
            ['Security', 'Pledge over the 80 scooters and 240 batteries'],
          ],
        },
        {
          heading: 'Payout schedule for $10,000',
          table: [
            ['Months 1–6', 'Grace period, no payments'],
            ['Months 7–30', '$500 per month'],
            ['Total', '$12,000 plus any profit share'],
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
          heading: 'Default and governing law',
          paragraphs: [
            'If two consecutive instalments are missed, the remaining balance becomes due and the pledge over the fleet may be enforced. The agreement is governed by the laws of Vietnam.',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 4,
      title: {
        en: 'Funds received, first 40 scooters ordered',
        vi: 'Đã nhận vốn, đặt mua 40 xe điện đầu tiên',
        ru: 'Средства получены, заказаны первые 40 скутеров',
      },
      body: {
        en: 'The $300,000 has been disbursed. We have ordered the first 40 scooters and two battery-swap cabinets; delivery is expected in five weeks. The Thu Duc hub fit-out starts next Monday.',
        vi: 'Khoản 300.000 USD đã được giải ngân. Chúng tôi đã đặt mua 40 xe điện và hai tủ đổi pin đầu tiên, dự kiến giao trong năm tuần. Kho Thủ Đức bắt đầu thi công từ thứ Hai tới.',
        ru: '$300 000 перечислены. Мы заказали первые 40 скутеров и два шкафа для замены батарей; поставка ожидается через пять недель. Отделка хаба в Тхудыке начнётся в следующий понедельник.',
      },
    },
    {
      daysAgo: 9,
      title: {
        en: 'Fully funded by 268 investors',
        vi: 'Đã gọi đủ vốn từ 268 nhà đầu tư',
        ru: 'Цель достигнута: 268 инвесторов',
      },
      body: {
        en: 'We reached our $300,000 target, eleven days before the deadline. Thank you to all 268 investors, including 41 of our own sellers.',
        vi: 'Chúng tôi đã đạt mục tiêu 300.000 USD, sớm mười một ngày so với hạn chót. Cảm ơn 268 nhà đầu tư, trong đó có 41 người bán hàng là khách hàng của chúng tôi.',
        ru: 'Мы собрали $300 000 на одиннадцать дней раньше срока. Спасибо всем 268 инвесторам, среди которых 41 наш собственный клиент-продавец.',
      },
    },
    {
      daysAgo: 38,
      title: {
        en: 'Thu Duc hub lease signed',
        vi: 'Đã ký thuê kho Thủ Đức',
        ru: 'Подписана аренда хаба в Тхудыке',
      },
      body: {
        en: 'We signed a three-year lease for a 420 m² ground-floor unit near the Thu Duc market, conditional on this round closing.',
        vi: 'Chúng tôi đã ký hợp đồng thuê ba năm cho mặt bằng tầng trệt 420 m² gần chợ Thủ Đức, có điều kiện là vòng gọi vốn thành công.',
        ru: 'Подписан трёхлетний договор аренды помещения 420 м² на первом этаже рядом с рынком Тхудыка — при условии успешного закрытия раунда.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 30000),
    {
      question: {
        en: 'When do the monthly payouts start?',
        vi: 'Khi nào bắt đầu chi trả hằng tháng?',
        ru: 'Когда начнутся ежемесячные выплаты?',
      },
      answer: {
        en: 'In month 7 after disbursement. The first six months are a grace period while the fleet and hubs are rolled out. From then on you receive 5% of your principal every month for 24 months.',
        vi: 'Từ tháng thứ 7 sau khi giải ngân. Sáu tháng đầu là thời gian ân hạn để triển khai đội xe và kho. Sau đó bạn nhận 5% vốn gốc mỗi tháng trong 24 tháng.',
        ru: 'С 7-го месяца после перечисления средств. Первые полгода — льготный период, пока запускаются электропарк и хабы. Затем вы 24 месяца получаете по 5% вложенной суммы ежемесячно.',
      },
    },
    {
      question: {
        en: 'The round is closed. Can I still invest?',
        vi: 'Vòng gọi vốn đã đóng. Tôi còn đầu tư được không?',
        ru: 'Раунд закрыт. Можно ли ещё инвестировать?',
      },
      answer: {
        en: 'No, this round is fully funded. Follow SwiftLane to be notified if the company opens a new round.',
        vi: 'Không, vòng gọi vốn này đã đủ. Hãy theo dõi SwiftLane để nhận thông báo khi công ty mở vòng mới.',
        ru: 'Нет, раунд полностью собран. Подпишитесь на SwiftLane, чтобы узнать о новом раунде.',
      },
    },
    feesFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Nguyễn Văn Đức',
      language: 'vi',
      daysAgo: 60,
      question: 'Tài xế có bắt buộc phải thuê xe điện không? Nếu họ không muốn thì sao?',
      answer:
        'Không bắt buộc. Nhưng với giá thuê 1,3 triệu đồng/tháng đã gồm đổi pin, tài xế tiết kiệm khoảng 900.000 đồng mỗi tháng so với đổ xăng. Trong đợt thử nghiệm, 18/20 tài xế chọn tiếp tục thuê.',
      answeredDaysAgo: 59,
    },
    {
      askedBy: 'Chris D.',
      language: 'en',
      daysAgo: 45,
      question: 'How long do the batteries last, and is their replacement in the budget?',
      answer:
        'The LFP batteries are rated for about 2,000 cycles, roughly four years at our usage. Replacement falls outside the 30-month term, but we set aside $2 per battery per month for it anyway.',
      answeredDaysAgo: 44,
    },
    {
      askedBy: 'Дмитрий К.',
      language: 'ru',
      daysAgo: 20,
      question: 'Почему выплаты фиксированные, а не доля выручки, как у других проектов?',
      answer:
        'Маржа в доставке небольшая и сильно зависит от сезона распродаж, поэтому доля выручки была бы для нас слишком тяжёлой в слабые месяцы. Фиксированный график проще планировать и нам, и инвесторам.',
      answeredDaysAgo: 19,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 15 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 20 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 22 },
    ],
    ebitda: [
      { period: '2023', value: -41000 },
      { period: '2024', value: 64000 },
      { period: '2025', value: 138000 },
      { period: '2026', value: 262000 },
      { period: '2027', value: 341000 },
      { period: '2028', value: 398000 },
    ],
    expectedRevenue: [
      { period: '2023', value: 960000 },
      { period: '2024', value: 1480000 },
      { period: '2025', value: 1920000 },
      { period: '2026', value: 2610000 },
      { period: '2027', value: 3050000 },
      { period: '2028', value: 3380000 },
    ],
    userGrowth: [
      { period: '2023', value: 640 },
      { period: '2024', value: 1100 },
      { period: '2025', value: 1450 },
      { period: '2026', value: 2000 },
      { period: '2027', value: 2400 },
      { period: '2028', value: 2700 },
    ],
  },
};
