import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, ticketFaq } from './platform-faq.js';

export const senVangPharmacy: DemoBusiness = {
  id: 'sen-vang-pharmacy',
  status: 'refund_completed',
  featured: false,
  category: 'healthcare',
  name: {
    en: 'Sen Vang Pharmacy',
    vi: 'Nhà thuốc Sen Vàng',
    ru: 'Аптечная сеть Sen Vang',
  },
  description: {
    en: 'A chain of three GPP-certified pharmacies in Can Tho whose expansion round was cancelled after two planned sites fell through; all investors have been refunded.',
    vi: 'Chuỗi ba nhà thuốc đạt chuẩn GPP tại Cần Thơ; vòng gọi vốn mở rộng đã bị hủy sau khi hai mặt bằng dự kiến không thành, và toàn bộ nhà đầu tư đã được hoàn tiền.',
    ru: 'Сеть из трёх аптек со стандартом GPP в Кантхо; раунд на расширение отменён после того, как сорвались два помещения, и всем инвесторам деньги уже вернули.',
  },
  about: {
    en: 'Sen Vang runs three pharmacies in Ninh Kieu District, Can Tho, all certified under Vietnam’s Good Pharmacy Practice (GPP) standard. They are staffed by licensed pharmacists, open from 6 a.m. to 10 p.m., and deliver to elderly customers in the neighbourhood by motorbike.\n\nPharmacist Truong Thi Ngoc Han opened the first pharmacy in 2014 after eight years at the pharmacy department of a provincial hospital. In 2024 the chain earned $1.05 million in revenue with a 23% gross margin and $86,000 in EBITDA.\n\nThe round sought $126,000 to open three more pharmacies in Cai Rang, Binh Thuy and a second site in Ninh Kieu: fit-out and GPP equipment ($72,000), opening inventory ($36,000), pharmacy software and delivery motorbikes ($10,000), and working capital ($8,000). Investors were offered three fixed tranches and a quarterly profit share for a contract minimum of +15% over 18 months.\n\nSeven weeks into the round, with $88,500 raised from 91 investors, the landlords of the Cai Rang and Binh Thuy sites withdrew from their lease agreements. With only one of three sites left, the plan investors had backed no longer held, so the company asked Grove to cancel the round. All 91 investors were refunded in full, including fees; the last refund was completed 58 days ago.\n\nSen Vang continues to operate its three pharmacies and is looking for new sites. Any future round will be a new offer with its own documents.',
    vi: 'Sen Vàng vận hành ba nhà thuốc tại quận Ninh Kiều, Cần Thơ, tất cả đều đạt chuẩn Thực hành tốt cơ sở bán lẻ thuốc (GPP). Các nhà thuốc có dược sĩ đủ điều kiện hành nghề, mở cửa từ 6 giờ sáng đến 10 giờ tối và giao thuốc bằng xe máy cho khách hàng cao tuổi trong khu vực.\n\nDược sĩ Trương Thị Ngọc Hân mở nhà thuốc đầu tiên năm 2014 sau tám năm công tác tại khoa Dược của một bệnh viện tỉnh. Năm 2024, chuỗi đạt doanh thu 1,05 triệu USD với biên lợi nhuận gộp 23% và EBITDA 86.000 USD.\n\nVòng gọi vốn nhằm huy động 126.000 USD để mở thêm ba nhà thuốc tại Cái Răng, Bình Thủy và một điểm thứ hai ở Ninh Kiều: hoàn thiện mặt bằng và trang thiết bị đạt GPP (72.000 USD), hàng tồn kho ban đầu (36.000 USD), phần mềm quản lý nhà thuốc và xe máy giao hàng (10.000 USD), và vốn lưu động (8.000 USD). Nhà đầu tư được đề xuất ba đợt chi trả cố định và phần chia lợi nhuận hằng quý, với mức tối thiểu theo hợp đồng +15% trong 18 tháng.\n\nSau bảy tuần gọi vốn, khi đã huy động 88.500 USD từ 91 nhà đầu tư, chủ mặt bằng ở Cái Răng và Bình Thủy rút khỏi thỏa thuận thuê. Chỉ còn một trong ba địa điểm, kế hoạch mà nhà đầu tư đã ủng hộ không còn đúng, nên công ty đề nghị Grove hủy vòng gọi vốn. Toàn bộ 91 nhà đầu tư đã được hoàn tiền đầy đủ, kể cả phí; khoản hoàn tiền cuối cùng hoàn tất cách đây 58 ngày.\n\nSen Vàng tiếp tục vận hành ba nhà thuốc hiện có và đang tìm mặt bằng mới. Mọi vòng gọi vốn trong tương lai sẽ là một đề xuất mới với bộ tài liệu riêng.',
    ru: 'Sen Vang управляет тремя аптеками в районе Нинькьеу в Кантхо; все они сертифицированы по вьетнамскому стандарту надлежащей аптечной практики (GPP). В аптеках работают лицензированные фармацевты, они открыты с 6 утра до 10 вечера и доставляют лекарства пожилым клиентам по соседству на мотобайках.\n\nФармацевт Чыонг Тхи Нгок Хан открыла первую аптеку в 2014 году после восьми лет работы в аптечном отделе провинциальной больницы. В 2024 году выручка сети составила $1,05 млн при валовой марже 23%, EBITDA — $86 000.\n\nРаунд на $126 000 должен был профинансировать ещё три аптеки — в Кайранге, Биньтхюи и вторую точку в Нинькьеу: отделку и оборудование по стандарту GPP ($72 000), стартовый товарный запас ($36 000), аптечную программу и мотобайки для доставки ($10 000) и оборотный капитал ($8 000). Инвесторам предлагались три фиксированных транша и ежеквартальная доля прибыли с договорным минимумом +15% за 18 месяцев.\n\nЧерез семь недель после старта, когда было собрано $88 500 от 91 инвестора, арендодатели в Кайранге и Биньтхюи отказались от договорённостей об аренде. Из трёх точек осталась одна, план, который поддержали инвесторы, перестал соответствовать действительности, и компания попросила Grove отменить раунд. Всем 91 инвестору вернули деньги полностью, включая комиссии; последний возврат завершён 58 дней назад.\n\nSen Vang продолжает работу трёх действующих аптек и ищет новые помещения. Любой будущий раунд будет новым предложением со своими документами.',
  },
  location: {
    en: 'Ninh Kieu District, Can Tho, Vietnam',
    vi: 'Quận Ninh Kiều, TP. Cần Thơ, Việt Nam',
    ru: 'Район Нинькьеу, Кантхо, Вьетнам',
  },
  currency: 'USD',
  target: 126000,
  raised: 88500,
  investorCount: 91,
  ticketMin: 150,
  ticketMax: 12000,
  ticketStep: 150,
  fundingStartDays: -118,
  fundingEndDays: -68,
  payoutFormat: {
    en: 'Fixed tranches, then quarterly profit share',
    vi: 'Chi trả theo đợt cố định, sau đó chia lợi nhuận hằng quý',
    ru: 'Фиксированные транши, затем ежеквартальная доля прибыли',
  },
  expectedReturnPct: 15,
  annualYieldPct: 10,
  investmentStructure: {
    en: 'Profit-participation loan',
    vi: 'Khoản vay tham gia lợi nhuận',
    ru: 'Заём с участием в прибыли',
  },
  investmentTermMonths: 18,
  legal: {
    en: 'Sen Vang Pharmaceutical Trading Co., Ltd. (limited liability company), enterprise code 1801462280',
    vi: 'Công ty TNHH Thương mại Dược phẩm Sen Vàng (công ty trách nhiệm hữu hạn), mã số doanh nghiệp 1801462280',
    ru: 'ООО «Сен Ванг Фармасьютикал Трейдинг» (общество с ограниченной ответственностью), код предприятия 1801462280',
  },
  images: [
    {
      file: 'sen-vang-pharmacy-1.svg',
      alt: {
        en: 'The pharmacy storefront with a green cross sign',
        vi: 'Mặt tiền nhà thuốc với biển chữ thập xanh',
        ru: 'Фасад аптеки с зелёным крестом',
      },
    },
    {
      file: 'sen-vang-pharmacy-2.svg',
      alt: {
        en: 'Neat shelves of medicine boxes behind the counter',
        vi: 'Những kệ hộp thuốc ngăn nắp phía sau quầy',
        ru: 'Аккуратные полки с упаковками лекарств за прилавком',
      },
    },
    {
      file: 'sen-vang-pharmacy-3.svg',
      alt: {
        en: 'Boats at the Cai Rang floating market on the river at sunrise',
        vi: 'Ghe thuyền ở chợ nổi Cái Răng trên sông lúc bình minh',
        ru: 'Лодки плавучего рынка Кайранг на реке на рассвете',
      },
    },
  ],
  team: [
    {
      name: 'Trương Thị Ngọc Hân',
      role: {
        en: 'Founder & Chief Pharmacist',
        vi: 'Nhà sáng lập & Dược sĩ trưởng',
        ru: 'Основатель и главный фармацевт',
      },
      bio: {
        en: 'Han is a pharmacist from Can Tho University of Medicine and Pharmacy who worked for eight years in a provincial hospital’s pharmacy department. She is the professional lead of all three pharmacies.',
        vi: 'Chị Hân là dược sĩ tốt nghiệp Đại học Y Dược Cần Thơ, có tám năm công tác tại khoa Dược của một bệnh viện tỉnh. Chị là người phụ trách chuyên môn của cả ba nhà thuốc.',
        ru: 'Хан — фармацевт, выпускница Университета медицины и фармации Кантхо, восемь лет проработавшая в аптечном отделе провинциальной больницы. Она отвечает за профессиональную работу всех трёх аптек.',
      },
      photo: 'sen-vang-pharmacy-team-1.svg',
    },
    {
      name: 'Lâm Quang Vinh',
      role: { en: 'Operations Manager', vi: 'Quản lý vận hành', ru: 'Операционный менеджер' },
      bio: {
        en: 'Vinh manages purchasing, stock and the delivery service. He previously worked for a pharmaceutical distributor in the Mekong Delta for six years.',
        vi: 'Anh Vinh phụ trách mua hàng, tồn kho và dịch vụ giao thuốc. Trước đó anh có sáu năm làm việc cho một nhà phân phối dược phẩm ở Đồng bằng sông Cửu Long.',
        ru: 'Винь отвечает за закупки, склад и доставку. До этого он шесть лет работал у фармацевтического дистрибьютора в дельте Меконга.',
      },
      photo: 'sen-vang-pharmacy-team-2.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: three new pharmacies (withdrawn)',
        vi: 'Kế hoạch kinh doanh: ba nhà thuốc mới (đã rút)',
        ru: 'Бизнес-план: три новые аптеки (отозван)',
      },
      sections: [
        {
          heading: 'Status',
          paragraphs: ['This plan was withdrawn when the round was cancelled. It is kept here for reference only.'],
        },
        {
          heading: 'Revenue history',
          table: [
            ['2022', '$790,000 revenue'],
            ['2023', '$920,000 revenue'],
            ['2024', '$1,050,000 revenue, $86,000 EBITDA'],
          ],
        },
        {
          heading: 'Use of funds (as planned)',
          table: [
            ['Fit-out and GPP equipment, three pharmacies', '$72,000'],
            ['Opening inventory', '$36,000'],
            ['Software and delivery motorbikes', '$10,000'],
            ['Working capital', '$8,000'],
            ['Total', '$126,000'],
          ],
        },
        {
          heading: 'Pharmacy economics',
          table: [
            ['Average basket', '$6.80'],
            ['Customers per pharmacy per day', '140'],
            ['Gross margin', '23%'],
            ['Break-even, new pharmacy', 'month 7'],
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
            ['Issuer', 'Sen Vang Pharmaceutical Trading Co., Ltd., enterprise code 1801462280'],
            ['Instrument', 'Profit-participation loan'],
            ['Target amount', '$126,000'],
            ['Minimum investment', '$150, in steps of $150; maximum $12,000 per investor'],
            ['Contract minimum return', '+15% over 18 months (e.g. $10,000 → $11,500)'],
            ['Tranches', '35% in month 7, 40% in month 12, 40% in month 18'],
          ],
        },
        {
          heading: 'Cancellation',
          table: [
            ['Raised at cancellation', '$88,500 from 91 investors (70% of target)'],
            ['Reason', 'Two of three planned sites withdrawn by landlords'],
            ['Refunds', 'Completed for all investors, including fees'],
          ],
        },
        {
          heading: 'Fees',
          table: [
            ['Service fee', '5% (refunded)'],
            ['Card processing fee', '2.5% (refunded)'],
            ['Reflection period', '4 days'],
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: ['The agreement would have been governed by the laws of Vietnam.'],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 58,
      title: {
        en: 'All refunds completed',
        vi: 'Đã hoàn tiền cho tất cả nhà đầu tư',
        ru: 'Все возвраты завершены',
      },
      body: {
        en: 'Every one of our 91 investors has received a full refund of $88,500 in total, plus the fees they paid. Thank you for your patience and your support.',
        vi: 'Toàn bộ 91 nhà đầu tư đã được hoàn đủ tổng cộng 88.500 USD, cộng với các khoản phí đã trả. Cảm ơn sự kiên nhẫn và ủng hộ của các bạn.',
        ru: 'Все 91 инвестор получили полный возврат — в сумме $88 500 — и уплаченные комиссии. Спасибо за терпение и поддержку.',
      },
    },
    {
      daysAgo: 68,
      title: {
        en: 'We have cancelled our round',
        vi: 'Chúng tôi đã hủy vòng gọi vốn',
        ru: 'Мы отменили раунд',
      },
      body: {
        en: 'The landlords of our Cai Rang and Binh Thuy sites have pulled out of the lease agreements. Opening one pharmacy instead of three is not what you invested in, so we asked Grove to cancel the round. Refunds to all investors have started.',
        vi: 'Chủ mặt bằng ở Cái Răng và Bình Thủy đã rút khỏi thỏa thuận thuê. Mở một nhà thuốc thay vì ba không phải là điều bạn đã đầu tư, nên chúng tôi đề nghị Grove hủy vòng gọi vốn. Việc hoàn tiền cho tất cả nhà đầu tư đã bắt đầu.',
        ru: 'Арендодатели в Кайранге и Биньтхюи отказались от договорённостей об аренде. Открыть одну аптеку вместо трёх — не то, во что вы инвестировали, поэтому мы попросили Grove отменить раунд. Возвраты всем инвесторам запущены.',
      },
    },
    {
      daysAgo: 95,
      title: {
        en: '70% funded',
        vi: 'Đã đạt 70% mục tiêu',
        ru: 'Собрано 70%',
      },
      body: {
        en: 'Thank you to our first 90 investors. We are finalising the lease documents for the three new sites.',
        vi: 'Cảm ơn 90 nhà đầu tư đầu tiên. Chúng tôi đang hoàn tất hồ sơ thuê cho ba mặt bằng mới.',
        ru: 'Спасибо первым 90 инвесторам. Мы завершаем оформление аренды трёх новых помещений.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 12000),
    {
      question: {
        en: 'Why was the round cancelled?',
        vi: 'Vì sao vòng gọi vốn bị hủy?',
        ru: 'Почему раунд отменили?',
      },
      answer: {
        en: 'Two of the three planned sites became unavailable when their landlords withdrew. The company asked for the round to be cancelled rather than change the plan investors had agreed to.',
        vi: 'Hai trong ba mặt bằng dự kiến không còn sau khi chủ nhà rút lui. Công ty đề nghị hủy vòng gọi vốn thay vì thay đổi kế hoạch mà nhà đầu tư đã đồng ý.',
        ru: 'Два из трёх запланированных помещений стали недоступны, когда арендодатели отказались от сделки. Компания попросила отменить раунд, а не менять план, с которым согласились инвесторы.',
      },
    },
    {
      question: {
        en: 'Was everyone refunded?',
        vi: 'Mọi người đã được hoàn tiền chưa?',
        ru: 'Всем ли вернули деньги?',
      },
      answer: {
        en: 'Yes. All 91 investors received a full refund, including the service and card processing fees. The last refund was completed 58 days ago.',
        vi: 'Rồi. Cả 91 nhà đầu tư đã được hoàn tiền đầy đủ, kể cả phí dịch vụ và phí xử lý thẻ. Khoản hoàn tiền cuối cùng hoàn tất cách đây 58 ngày.',
        ru: 'Да. Все 91 инвестор получили полный возврат, включая сервисный сбор и комиссию за оплату картой. Последний возврат завершён 58 дней назад.',
      },
    },
    feesFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Huỳnh Văn Tâm',
      language: 'vi',
      daysAgo: 100,
      question: 'Nhà thuốc mới có bán thuốc theo đơn bảo hiểm y tế không?',
      answer:
        'Nhà thuốc bán lẻ chưa được thanh toán bảo hiểm y tế trực tiếp, nhưng chúng tôi nhận đơn thuốc của mọi bệnh viện và phòng khám trong thành phố.',
      answeredDaysAgo: 99,
    },
    {
      askedBy: 'Laura M.',
      language: 'en',
      daysAgo: 66,
      question: 'Will you come back to Grove once you find new sites?',
      answer: 'We hope so. We will only open a new round once the leases are signed, so that this cannot happen again.',
      answeredDaysAgo: 65,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 12 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 15 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 18 },
    ],
    ebitda: [
      { period: '2022', value: 61000 },
      { period: '2023', value: 74000 },
      { period: '2024', value: 86000 },
      { period: '2025', value: 92000 },
      { period: '2026', value: 98000 },
    ],
    expectedRevenue: [
      { period: '2022', value: 790000 },
      { period: '2023', value: 920000 },
      { period: '2024', value: 1050000 },
      { period: '2025', value: 1110000 },
      { period: '2026', value: 1160000 },
    ],
    userGrowth: [
      { period: '2022', value: 118000 },
      { period: '2023', value: 137000 },
      { period: '2024', value: 153000 },
      { period: '2025', value: 160000 },
      { period: '2026', value: 166000 },
    ],
  },
};
