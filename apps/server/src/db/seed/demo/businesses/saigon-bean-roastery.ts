import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, targetNotReachedFaq, ticketFaq } from './platform-faq.js';

export const saigonBeanRoastery: DemoBusiness = {
  id: 'saigon-bean-roastery',
  status: 'fundraising',
  featured: true,
  category: 'food_beverage',
  name: {
    en: 'Saigon Bean Roastery & Café',
    vi: 'Saigon Bean – Xưởng rang & Cà phê',
    ru: 'Saigon Bean — обжарочная и кофейня',
  },
  description: {
    en: 'A profitable specialty coffee roaster in District 3 opening its second café in Thao Dien and tripling roasting capacity.',
    vi: 'Xưởng rang cà phê đặc sản có lãi tại Quận 3, chuẩn bị mở quán thứ hai ở Thảo Điền và tăng gấp ba công suất rang.',
    ru: 'Прибыльная обжарочная спешелти-кофе в 3-м районе Хошимина открывает вторую кофейню в Тхаодьене и втрое увеличивает мощность обжарки.',
  },
  about: {
    en: "Saigon Bean roasts single-origin Vietnamese coffee: arabica from Cau Dat near Da Lat and fine robusta from Dak Lak, bought directly from eleven farming families. Since 2019 it has served it in its own café on Vo Van Tan Street in District 3 and supplied 38 cafés, hotels and offices across Ho Chi Minh City with freshly roasted beans.\n\nThe business was founded by barista Nguyen Minh Khoa, a two-time finalist of the Vietnam Barista Championship, and roaster Tran Thi Lan, who spent six years at one of the country's largest exporters. Revenue grew from $286,000 in 2022 to $412,000 in 2024 with a 14% EBITDA margin, and the company has been profitable for three consecutive years without outside capital.\n\nThis round of $120,000 funds the next step: $52,000 to fit out a second 90-seat café in Thao Dien, $38,000 for a 15 kg drum roaster with an afterburner (today's 5 kg roaster runs two shifts and limits wholesale growth), $18,000 for a six-month stock of green coffee bought at contracted prices, and $12,000 for working capital and the opening campaign.\n\nInvestors receive 12% of the combined gross revenue of both cafés and the wholesale business, paid every quarter starting in month 7. Payments count towards the contract minimum of +16% over 24 months; if the total is lower at the end of the term, the company pays the difference. Once the minimum is reached, investors keep receiving 10% of net profit every quarter until the term ends.\n\nThe main risks are coffee prices (robusta prices roughly doubled in 2024), a slower ramp-up of the new café in a competitive neighbourhood, and dependence on the two founders. Green coffee for the first six months is bought under fixed-price contracts, and wholesale contracts cover about 40% of planned revenue.",
    vi: 'Saigon Bean rang cà phê Việt Nam đơn nguồn gốc: arabica Cầu Đất (Đà Lạt) và robusta chất lượng cao từ Đắk Lắk, mua trực tiếp từ mười một hộ nông dân. Từ năm 2019, thương hiệu phục vụ tại quán riêng trên đường Võ Văn Tần, Quận 3, đồng thời cung cấp hạt rang mới cho 38 quán cà phê, khách sạn và văn phòng khắp TP. Hồ Chí Minh.\n\nNhà sáng lập là barista Nguyễn Minh Khoa, hai lần vào chung kết Giải vô địch Barista Việt Nam, cùng chuyên gia rang Trần Thị Lan với sáu năm làm việc tại một trong những doanh nghiệp xuất khẩu cà phê lớn nhất cả nước. Doanh thu tăng từ 286.000 USD năm 2022 lên 412.000 USD năm 2024 với biên EBITDA 14%, và công ty có lãi ba năm liên tiếp mà không cần vốn bên ngoài.\n\nVòng gọi vốn 120.000 USD dùng cho bước tiếp theo: 52.000 USD hoàn thiện quán thứ hai 90 chỗ ngồi tại Thảo Điền, 38.000 USD mua máy rang trống 15 kg có bộ đốt khói (máy 5 kg hiện tại đã chạy hai ca và hạn chế tăng trưởng bán sỉ), 18.000 USD dự trữ cà phê nhân cho sáu tháng theo giá hợp đồng, và 12.000 USD vốn lưu động cùng chiến dịch khai trương.\n\nNhà đầu tư nhận 12% tổng doanh thu của cả hai quán và mảng bán sỉ, chi trả hằng quý bắt đầu từ tháng thứ 7. Các khoản chi trả được tính vào mức lợi nhuận tối thiểu theo hợp đồng là +16% trong 24 tháng; nếu đến cuối kỳ tổng số tiền thấp hơn, công ty sẽ bù phần chênh lệch. Sau khi đạt mức tối thiểu, nhà đầu tư tiếp tục nhận 10% lợi nhuận ròng mỗi quý cho đến hết kỳ hạn.\n\nRủi ro chính là giá cà phê (giá robusta gần như tăng gấp đôi trong năm 2024), quán mới tăng trưởng chậm hơn dự kiến trong khu vực cạnh tranh, và sự phụ thuộc vào hai nhà sáng lập. Cà phê nhân cho sáu tháng đầu được mua theo hợp đồng giá cố định, và các hợp đồng bán sỉ đã chiếm khoảng 40% doanh thu kế hoạch.',
    ru: 'Saigon Bean обжаривает вьетнамский кофе одного происхождения: арабику из Каудата под Далатом и высококачественную робусту из провинции Даклак, которые закупает напрямую у одиннадцати фермерских семей. С 2019 года компания подаёт его в собственной кофейне на улице Во Ван Тан в 3-м районе и поставляет свежую обжарку в 38 кофеен, отелей и офисов Хошимина.\n\nОснователи — бариста Нгуен Минь Кхоа, дважды финалист чемпионата Вьетнама среди бариста, и обжарщица Чан Тхи Лан, шесть лет проработавшая в одной из крупнейших кофейных экспортных компаний страны. Выручка выросла с $286 000 в 2022 году до $412 000 в 2024-м при рентабельности EBITDA 14%; компания три года подряд прибыльна и до сих пор обходилась без внешнего капитала.\n\nРаунд на $120 000 пойдёт на следующий шаг: $52 000 — на отделку второй кофейни на 90 мест в Тхаодьене, $38 000 — на барабанный ростер на 15 кг с дожигателем (нынешний ростер на 5 кг работает в две смены и сдерживает оптовые продажи), $18 000 — на полугодовой запас зелёного зерна по контрактным ценам, $12 000 — на оборотный капитал и кампанию к открытию.\n\nИнвесторы получают 12% совокупной выручки обеих кофеен и оптового направления, выплаты ежеквартальные начиная с 7-го месяца. Выплаты засчитываются в договорный минимум +16% за 24 месяца; если к концу срока сумма окажется меньше, компания доплачивает разницу. После достижения минимума инвесторы до конца срока ежеквартально получают 10% чистой прибыли.\n\nОсновные риски — цена кофе (в 2024 году робуста подорожала почти вдвое), более медленный, чем ожидается, выход новой кофейни на плановую выручку в конкурентном районе и зависимость от двух основателей. Зерно на первые полгода закуплено по контрактам с фиксированной ценой, а оптовые договоры покрывают около 40% плановой выручки.',
  },
  location: {
    en: 'District 3, Ho Chi Minh City, Vietnam',
    vi: 'Quận 3, TP. Hồ Chí Minh, Việt Nam',
    ru: '3-й район, Хошимин, Вьетнам',
  },
  currency: 'USD',
  target: 120000,
  raised: 78600,
  investorCount: 112,
  ticketMin: 150,
  ticketMax: 15000,
  ticketStep: 150,
  fundingStartDays: -26,
  fundingEndDays: 34,
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
    en: 'Saigon Bean Trading & Service Co., Ltd. (limited liability company), enterprise code 0316482907',
    vi: 'Công ty TNHH Thương mại Dịch vụ Saigon Bean (công ty trách nhiệm hữu hạn), mã số doanh nghiệp 0316482907',
    ru: 'ООО «Сайгон Бин Трейдинг энд Сервис» (общество с ограниченной ответственностью), код предприятия 0316482907',
  },
  images: [
    {
      file: 'saigon-bean-roastery-1.svg',
      alt: {
        en: 'The Saigon Bean café storefront with a striped awning and a steaming cup',
        vi: 'Mặt tiền quán Saigon Bean với mái hiên sọc và tách cà phê bốc khói',
        ru: 'Фасад кофейни Saigon Bean с полосатым навесом и дымящейся чашкой',
      },
    },
    {
      file: 'saigon-bean-roastery-2.svg',
      alt: {
        en: 'Inside the café: espresso bar, pendant lamps and plants',
        vi: 'Bên trong quán: quầy pha espresso, đèn thả và cây xanh',
        ru: 'Интерьер кофейни: эспрессо-бар, подвесные лампы и растения',
      },
    },
    {
      file: 'saigon-bean-roastery-3.svg',
      alt: {
        en: 'A cup of coffee with roasted beans on a wooden table',
        vi: 'Tách cà phê cùng hạt rang trên bàn gỗ',
        ru: 'Чашка кофе и обжаренные зёрна на деревянном столе',
      },
    },
    {
      file: 'saigon-bean-roastery-4.svg',
      alt: {
        en: 'The drum roaster next to sacks of green coffee',
        vi: 'Máy rang trống bên cạnh các bao cà phê nhân',
        ru: 'Барабанный ростер рядом с мешками зелёного кофе',
      },
    },
  ],
  team: [
    {
      name: 'Nguyễn Minh Khoa',
      role: { en: 'Founder & Head Barista', vi: 'Nhà sáng lập & Trưởng barista', ru: 'Основатель и главный бариста' },
      bio: {
        en: 'Khoa has worked behind espresso bars in Ho Chi Minh City and Melbourne since 2012 and twice reached the final of the Vietnam Barista Championship. He designs the menu, trains every barista and runs the café side of the business.',
        vi: 'Khoa đứng quầy espresso tại TP. Hồ Chí Minh và Melbourne từ năm 2012 và hai lần vào chung kết Giải vô địch Barista Việt Nam. Anh xây dựng thực đơn, đào tạo toàn bộ barista và điều hành mảng quán.',
        ru: 'Кхоа работает за эспрессо-баром с 2012 года — в Хошимине и Мельбурне — и дважды выходил в финал чемпионата Вьетнама среди бариста. Он отвечает за меню, обучает всех бариста и руководит кофейнями.',
      },
      photo: 'saigon-bean-roastery-team-1.svg',
    },
    {
      name: 'Trần Thị Lan',
      role: {
        en: 'Co-founder & Head Roaster',
        vi: 'Đồng sáng lập & Trưởng xưởng rang',
        ru: 'Сооснователь и главный обжарщик',
      },
      bio: {
        en: 'Lan spent six years in quality control at a major Vietnamese coffee exporter and holds a Q Arabica Grader licence. She sources green coffee directly from farms in Cau Dat and Dak Lak and manages the wholesale accounts.',
        vi: 'Lan có sáu năm làm kiểm soát chất lượng tại một doanh nghiệp xuất khẩu cà phê lớn và có chứng chỉ Q Arabica Grader. Chị trực tiếp thu mua cà phê nhân từ các nông hộ ở Cầu Đất và Đắk Lắk, đồng thời quản lý khách hàng bán sỉ.',
        ru: 'Лан шесть лет проработала в контроле качества у крупного вьетнамского экспортёра кофе и имеет сертификат Q Arabica Grader. Она напрямую закупает зерно у ферм Каудата и Даклака и ведёт оптовых клиентов.',
      },
      photo: 'saigon-bean-roastery-team-2.svg',
    },
    {
      name: 'Phạm Quốc Huy',
      role: {
        en: 'Finance & Operations Manager',
        vi: 'Quản lý Tài chính & Vận hành',
        ru: 'Финансовый и операционный менеджер',
      },
      bio: {
        en: 'Huy joined in 2021 after five years as an auditor at a Big Four firm in Ho Chi Minh City. He prepares the monthly management accounts and will publish the quarterly revenue reports to investors.',
        vi: 'Huy gia nhập năm 2021 sau năm năm làm kiểm toán viên tại một công ty Big Four ở TP. Hồ Chí Minh. Anh lập báo cáo quản trị hằng tháng và sẽ công bố báo cáo doanh thu hằng quý cho nhà đầu tư.',
        ru: 'Хюи пришёл в компанию в 2021 году после пяти лет работы аудитором в компании «большой четвёрки» в Хошимине. Он готовит ежемесячную управленческую отчётность и будет публиковать квартальные отчёты о выручке для инвесторов.',
      },
      photo: 'saigon-bean-roastery-team-3.svg',
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
          heading: 'Executive summary',
          paragraphs: [
            'Saigon Bean is a specialty coffee roaster and café operator in Ho Chi Minh City with two revenue lines: its own café (58% of 2024 revenue) and wholesale of roasted beans to cafés, hotels and offices (42%).',
            'The company is raising $120,000 to open a second café in Thao Dien, Thu Duc City, and to replace its 5 kg roaster with a 15 kg machine, lifting roasting capacity from about 2.1 to 6.5 tonnes per month.',
          ],
        },
        {
          heading: 'Revenue history',
          table: [
            ['2022', '$286,000 revenue, EBITDA $31,000'],
            ['2023', '$351,000 revenue, EBITDA $45,000'],
            ['2024', '$412,000 revenue, EBITDA $58,000'],
            ['H1 2025', '$231,000 revenue, EBITDA $34,000'],
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Fit-out of the Thao Dien café (90 seats)', '$52,000'],
            ['15 kg drum roaster with afterburner, installed', '$38,000'],
            ['Six-month green coffee stock (fixed-price contracts)', '$18,000'],
            ['Working capital and opening campaign', '$12,000'],
            ['Total', '$120,000'],
          ],
        },
        {
          heading: 'Unit economics',
          table: [
            ['Average café ticket', '$3.40'],
            ['Cups per day, flagship café', '620'],
            ['Gross margin on drinks', '71%'],
            ['Wholesale price per kg of roasted coffee', '$19.50'],
            ['Gross margin on wholesale', '38%'],
            ['Payback of the Thao Dien café (plan)', '22 months'],
          ],
        },
        {
          heading: 'Market and competition',
          paragraphs: [
            "Vietnam is the world's second-largest coffee producer, and specialty coffee consumption in Ho Chi Minh City is growing by an estimated 15–20% a year. Thao Dien has a dense base of residents, expatriates and offices with an average ticket about 20% above District 3.",
            'Competition comes from international chains and dozens of independent cafés. Saigon Bean competes on freshly roasted single-origin coffee at prices 15–25% below imported specialty brands.',
          ],
        },
        {
          heading: 'Milestones',
          table: [
            ['Month 1', 'Lease signed, roaster ordered'],
            ['Month 3', 'Roaster installed and commissioned'],
            ['Month 4', 'Thao Dien café opens'],
            ['Month 7', 'First quarterly payout to investors'],
            ['Month 12', 'Wholesale volume 4 tonnes per month'],
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
            ['Issuer', 'Saigon Bean Trading & Service Co., Ltd., enterprise code 0316482907'],
            ['Instrument', 'Revenue-sharing agreement'],
            ['Target amount', '$120,000'],
            ['Minimum investment', '$150, in steps of $150; maximum $15,000 per investor'],
            ['Contract minimum return', '+16% over the term (e.g. $10,000 → $11,600)'],
            ['Term', '24 months from the disbursement date'],
            ['Payout frequency', 'Quarterly, first payout in month 7'],
            ['Revenue share', '12% of gross revenue until the minimum is reached, then 10% of net profit'],
          ],
        },
        {
          heading: 'Fees and reflection period',
          table: [
            ['Service fee', '5% of the amount invested, charged by Grove'],
            ['Card processing fee', '2.5% when paying by card'],
            ['Reflection period', '4 days after each investment, full refund on cancellation'],
            ['Target not reached', 'Full refund to every investor'],
          ],
        },
        {
          heading: 'Illustrative payout schedule for $10,000',
          table: [
            ['Month 7', '$1,450'],
            ['Month 10', '$1,700'],
            ['Month 13', '$1,850'],
            ['Month 16', '$1,950'],
            ['Month 19', '$2,050'],
            ['Month 22', '$2,100'],
            ['Month 24', '$500 final payment (contract minimum of $11,600 reached) plus any profit share'],
          ],
        },
        {
          heading: 'Shortfall and default',
          paragraphs: [
            'If the payouts made by the end of month 24 are below the contract minimum, the company pays the difference within 30 days. Late amounts accrue 1% per month.',
            'The contract minimum is an obligation of the company, not a guarantee by Grove. If the company cannot pay, investors rank as unsecured creditors.',
          ],
        },
        {
          heading: 'Reporting and governing law',
          paragraphs: [
            'The company publishes quarterly revenue figures and an annual financial statement on Grove. The agreement is governed by the laws of Vietnam; disputes go to the Vietnam International Arbitration Centre (VIAC) in Ho Chi Minh City.',
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
            ['Revenue', '$412,000'],
            ['Cost of goods sold', '$(176,000)'],
            ['Gross profit', '$236,000'],
            ['Staff costs', '$(104,000)'],
            ['Rent and utilities', '$(52,000)'],
            ['Other operating costs', '$(22,000)'],
            ['EBITDA', '$58,000'],
            ['Net profit', '$39,000'],
          ],
        },
        {
          heading: 'Balance sheet (31 December 2024)',
          table: [
            ['Equipment and fit-out', '$71,000'],
            ['Inventory', '$24,000'],
            ['Cash', '$33,000'],
            ['Bank loans', '$18,000'],
            ['Equity', '$98,000'],
          ],
        },
        {
          heading: 'Cash flow',
          table: [
            ['Operating cash flow', '$52,000'],
            ['Capital expenditure', '$(21,000)'],
            ['Loan repayments', '$(12,000)'],
            ['Net change in cash', '$19,000'],
          ],
        },
        {
          heading: 'Notes',
          paragraphs: [
            'Figures are converted from Vietnamese dong at an average rate of 25,000 VND per US dollar. The statements were prepared under Vietnamese Accounting Standards and reviewed by an independent accountant.',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 3,
      title: {
        en: '65% funded — thank you!',
        vi: 'Đã đạt 65% mục tiêu — cảm ơn các bạn!',
        ru: 'Собрано 65% — спасибо!',
      },
      body: {
        en: 'More than 110 investors have joined us in under four weeks. We also ran a public cupping on Saturday for investors in Ho Chi Minh City; thank you to everyone who came and tasted the new Cau Dat lot.',
        vi: 'Hơn 110 nhà đầu tư đã đồng hành cùng chúng tôi trong chưa đầy bốn tuần. Thứ Bảy vừa rồi chúng tôi cũng tổ chức buổi cupping cho nhà đầu tư tại TP. Hồ Chí Minh; cảm ơn mọi người đã đến thưởng thức lô Cầu Đất mới.',
        ru: 'Меньше чем за четыре недели к нам присоединились более 110 инвесторов. В субботу мы провели открытый каппинг для инвесторов в Хошимине — спасибо всем, кто пришёл попробовать новый лот из Каудата.',
      },
    },
    {
      daysAgo: 12,
      title: {
        en: 'Letter of intent signed for the Thao Dien location',
        vi: 'Đã ký thư ý định thuê mặt bằng tại Thảo Điền',
        ru: 'Подписано письмо о намерениях по помещению в Тхаодьене',
      },
      body: {
        en: 'We have signed a letter of intent for a 140 m² corner unit on Quoc Huong Street at $3,100 per month, with a five-year lease and a two-month rent-free fit-out period. The lease will be signed as soon as the round closes.',
        vi: 'Chúng tôi đã ký thư ý định thuê căn góc 140 m² trên đường Quốc Hương với giá 3.100 USD mỗi tháng, hợp đồng năm năm và hai tháng miễn tiền thuê để thi công. Hợp đồng thuê sẽ được ký ngay khi vòng gọi vốn kết thúc.',
        ru: 'Мы подписали письмо о намерениях по угловому помещению 140 м² на улице Куокхыонг за $3 100 в месяц: аренда на пять лет и два месяца без оплаты на время ремонта. Договор будет подписан сразу после закрытия раунда.',
      },
    },
    {
      daysAgo: 25,
      title: {
        en: 'Our round is open',
        vi: 'Vòng gọi vốn đã mở',
        ru: 'Раунд открыт',
      },
      body: {
        en: 'Saigon Bean is raising $120,000 on Grove to open a second café and triple our roasting capacity. The business plan, term sheet and our 2024 financial statements are available in the documents section.',
        vi: 'Saigon Bean gọi vốn 120.000 USD trên Grove để mở quán thứ hai và tăng gấp ba công suất rang. Kế hoạch kinh doanh, bản điều khoản và báo cáo tài chính 2024 có trong mục tài liệu.',
        ru: 'Saigon Bean привлекает на Grove $120 000, чтобы открыть вторую кофейню и втрое увеличить мощность обжарки. Бизнес-план, условия сделки и отчётность за 2024 год — в разделе документов.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 15000),
    {
      question: {
        en: 'When will I receive the first payout?',
        vi: 'Khi nào tôi nhận được khoản chi trả đầu tiên?',
        ru: 'Когда будет первая выплата?',
      },
      answer: {
        en: 'The first payout is made in month 7 after the funds are disbursed, once the new café has traded for a full quarter. After that, payouts arrive every quarter; the contract minimum of +16% is expected to be reached with the final payment at the end of the term.',
        vi: 'Khoản chi trả đầu tiên được thực hiện vào tháng thứ 7 sau khi giải ngân, khi quán mới đã hoạt động trọn một quý. Sau đó tiền được chi trả hằng quý; mức tối thiểu +16% dự kiến đạt được với khoản chi trả cuối cùng khi kết thúc kỳ hạn.',
        ru: 'Первая выплата — на 7-й месяц после перечисления средств, когда новая кофейня отработает полный квартал. Дальше выплаты поступают ежеквартально; договорный минимум +16% ожидается с последней выплатой в конце срока.',
      },
    },
    feesFaq(),
    targetNotReachedFaq(),
    reflectionFaq(),
    {
      question: {
        en: 'Is the revenue share calculated on the wholesale business too?',
        vi: 'Phần chia sẻ doanh thu có tính cả mảng bán sỉ không?',
        ru: 'Доля выручки считается и с оптовых продаж?',
      },
      answer: {
        en: 'Yes. The 12% share applies to the gross revenue of both cafés and of wholesale coffee sales, as reported in the quarterly revenue statement published on Grove.',
        vi: 'Có. Tỷ lệ 12% áp dụng cho tổng doanh thu của cả hai quán và doanh thu bán sỉ cà phê, theo báo cáo doanh thu hằng quý được công bố trên Grove.',
        ru: 'Да. 12% берутся с общей выручки обеих кофеен и оптовых продаж кофе — по квартальному отчёту о выручке, который публикуется на Grove.',
      },
    },
  ],
  questions: [
    {
      askedBy: 'Daniel K.',
      language: 'en',
      daysAgo: 18,
      question: 'How do you protect margins if robusta prices keep rising?',
      answer:
        'Two ways: we fix prices for six months of green coffee with our farmers, and our wholesale contracts allow a quarterly price review. In 2024 we passed about two thirds of the increase on to customers without losing any account.',
      answeredDaysAgo: 17,
    },
    {
      askedBy: 'Lê Thu Hà',
      language: 'vi',
      daysAgo: 9,
      question: 'Quán ở Thảo Điền có bán hạt rang mang về không ạ?',
      answer:
        'Có chị ạ. Quán mới sẽ có kệ bán hạt rang và dịch vụ xay theo yêu cầu, giống quán ở Võ Văn Tần. Mảng này hiện chiếm khoảng 9% doanh thu của quán.',
      answeredDaysAgo: 8,
    },
    {
      askedBy: 'Андрей В.',
      language: 'ru',
      daysAgo: 5,
      question: 'Что будет со старым ростером на 5 кг после покупки нового?',
      answer:
        'Оставим его для небольших партий и экспериментальных лотов — примерно 15% объёма. Основной поток уйдёт на новый ростер на 15 кг.',
      answeredDaysAgo: 4,
    },
    {
      askedBy: 'Sophie M.',
      language: 'en',
      daysAgo: 1,
      question: 'Will investors get any discount in the cafés?',
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 13 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 16 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 20 },
    ],
    ebitda: [
      { period: '2024', value: 58000 },
      { period: '2025', value: 61000 },
      { period: '2026', value: 118000 },
      { period: '2027', value: 139000 },
      { period: '2028', value: 152000 },
    ],
    expectedRevenue: [
      { period: '2024', value: 412000 },
      { period: '2025', value: 468000 },
      { period: '2026', value: 742000 },
      { period: '2027', value: 826000 },
      { period: '2028', value: 885000 },
    ],
    userGrowth: [
      { period: '2024', value: 168000 },
      { period: '2025', value: 181000 },
      { period: '2026', value: 312000 },
      { period: '2027', value: 346000 },
      { period: '2028', value: 368000 },
    ],
  },
};
