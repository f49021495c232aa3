import type { DemoBusiness } from '../types.js';
import { feesFaq, reflectionFaq, ticketFaq } from './platform-faq.js';

export const kartliCraftBrewery: DemoBusiness = {
  id: 'kartli-craft-brewery',
  status: 'payout',
  featured: true,
  category: 'food_beverage',
  name: {
    en: 'Kartli Craft Brewery',
    vi: 'Nhà máy bia thủ công Kartli',
    ru: 'Крафтовая пивоварня «Картли»',
  },
  description: {
    en: "Tbilisi's craft brewery behind the Saperavi sour ale: two tranches and two profit shares paid to investors so far, all on schedule.",
    vi: 'Nhà máy bia thủ công ở Tbilisi nổi tiếng với bia chua Saperavi: đã chi trả đúng hạn hai đợt cố định và hai kỳ chia lợi nhuận cho nhà đầu tư.',
    ru: 'Тбилисская пивоварня, известная кислым элем «Саперави»: инвесторам уже выплачены два транша и две доли прибыли — всё по графику.',
  },
  about: {
    en: 'Kartli brews craft beer in Didube, Tbilisi, with Georgian ingredients: a Saperavi sour ale fermented with grape must, a Tbilisi lager, a wheat beer with Adjarian citrus, and seasonal IPAs. Its beer is poured in its own taproom in Sololaki and in about 140 bars, restaurants and wine shops across Georgia.\n\nHead brewer Giorgi Beridze trained at the Doemens Academy in Munich and worked at breweries in Bavaria before returning to Tbilisi to found Kartli in 2017 with Nino Kapanadze, who runs the business side. Before this round the brewery earned $740,000 in revenue and $128,000 in EBITDA in a year, and could not meet summer demand.\n\nThe $210,000 raised on Grove a year ago paid for four 40-hectolitre fermentation tanks ($72,000), a canning line ($58,000), a second taproom near the Fabrika hostel in Chugureti ($46,000), cold storage and a keg fleet ($22,000), and working capital ($12,000). All of it is installed and running: capacity has doubled, and canned beer is now sold in two supermarket chains.\n\nInvestors receive three fixed tranches, 30% of principal in month 7, 40% in month 12 and 48% in month 18, a contract minimum of +18%, plus 12% of quarterly net profit above plan from month 9. So far the brewery has paid both tranches due and two profit shares, a total of $157,710, or $7,510 per $10,000 invested.\n\nRisks: beer sales are seasonal and sensitive to tourism in Tbilisi, the price of imported malt and aluminium cans depends on the lari exchange rate, and excise duty on beer may change. Kartli has contracted malt supply for twelve months and keeps a cash reserve equal to the next tranche in a separate account.',
    vi: 'Kartli sản xuất bia thủ công tại Didube, Tbilisi, với nguyên liệu Gruzia: bia chua Saperavi lên men cùng nước nho, bia lager Tbilisi, bia lúa mì với cam chanh vùng Adjara và các loại IPA theo mùa. Bia được phục vụ tại quán bia riêng ở Sololaki và khoảng 140 quán bar, nhà hàng, cửa hàng rượu vang khắp Gruzia.\n\nTrưởng bộ phận nấu bia Giorgi Beridze được đào tạo tại Học viện Doemens ở Munich và từng làm việc tại các nhà máy bia ở Bavaria trước khi về Tbilisi thành lập Kartli năm 2017 cùng Nino Kapanadze, người phụ trách mảng kinh doanh. Trước vòng gọi vốn này, nhà máy đạt doanh thu 740.000 USD và EBITDA 128.000 USD mỗi năm, và không đáp ứng đủ nhu cầu mùa hè.\n\nKhoản 210.000 USD huy động trên Grove một năm trước đã được dùng cho bốn bồn lên men 40 hectolit (72.000 USD), dây chuyền đóng lon (58.000 USD), quán bia thứ hai gần hostel Fabrika ở Chugureti (46.000 USD), kho lạnh và vỏ keg (22.000 USD), cùng vốn lưu động (12.000 USD). Tất cả đã được lắp đặt và vận hành: công suất tăng gấp đôi, và bia lon đã có mặt tại hai chuỗi siêu thị.\n\nNhà đầu tư nhận ba đợt chi trả cố định: 30% vốn gốc vào tháng thứ 7, 40% vào tháng thứ 12 và 48% vào tháng thứ 18, tương ứng mức tối thiểu +18%, cộng 12% lợi nhuận ròng hằng quý vượt kế hoạch từ tháng thứ 9. Đến nay nhà máy đã trả cả hai đợt đến hạn và hai kỳ chia lợi nhuận, tổng cộng 157.710 USD, tức 7.510 USD cho mỗi 10.000 USD đầu tư.\n\nRủi ro: doanh số bia mang tính mùa vụ và phụ thuộc vào du lịch Tbilisi, giá mạch nha nhập khẩu và vỏ lon nhôm phụ thuộc vào tỷ giá đồng lari, và thuế tiêu thụ đặc biệt với bia có thể thay đổi. Kartli đã ký hợp đồng cung cấp mạch nha cho mười hai tháng và giữ một khoản dự trữ tiền mặt bằng đợt chi trả tiếp theo trong tài khoản riêng.',
    ru: '«Картли» варит крафтовое пиво в Дидубе, в Тбилиси, из грузинских ингредиентов: кислый эль «Саперави», сброженный с виноградным суслом, тбилисский лагер, пшеничное с аджарскими цитрусами и сезонные IPA. Пиво наливают в собственном тапруме в Сололаки и ещё примерно в 140 барах, ресторанах и винных магазинах по всей Грузии.\n\nГлавный пивовар Гиорги Беридзе учился в академии Doemens в Мюнхене и работал на баварских пивоварнях, а в 2017 году вернулся в Тбилиси и основал «Картли» вместе с Нино Капанадзе, которая отвечает за бизнес. До этого раунда годовая выручка пивоварни составляла $740 000, EBITDA — $128 000, и летом она не успевала за спросом.\n\nСобранные на Grove год назад $210 000 пошли на четыре ЦКТ по 40 гектолитров ($72 000), линию розлива в банки ($58 000), второй тапрум рядом с хостелом «Фабрика» в Чугурети ($46 000), холодильный склад и кеги ($22 000) и оборотный капитал ($12 000). Всё установлено и работает: мощность выросла вдвое, баночное пиво продаётся в двух сетях супермаркетов.\n\nИнвесторы получают три фиксированных транша — 30% вложенной суммы на 7-й месяц, 40% на 12-й и 48% на 18-й, что даёт договорный минимум +18%, — плюс 12% квартальной чистой прибыли сверх плана начиная с 9-го месяца. На сегодня пивоварня выплатила оба наступивших транша и две доли прибыли — всего $157 710, или $7 510 на каждые $10 000.\n\nРиски: продажи пива сезонны и зависят от туризма в Тбилиси, цены на импортный солод и алюминиевые банки зависят от курса лари, а акциз на пиво может измениться. «Картли» законтрактовала солод на двенадцать месяцев и держит на отдельном счёте резерв, равный следующему траншу.',
  },
  location: {
    en: 'Didube, Tbilisi, Georgia',
    vi: 'Didube, Tbilisi, Gruzia',
    ru: 'Дидубе, Тбилиси, Грузия',
  },
  currency: 'USD',
  target: 210000,
  raised: 210000,
  investorCount: 173,
  ticketMin: 150,
  ticketMax: 21000,
  ticketStep: 150,
  fundingStartDays: -430,
  fundingEndDays: -372,
  payoutFormat: {
    en: 'Fixed tranches, then quarterly profit share',
    vi: 'Chi trả theo đợt cố định, sau đó chia lợi nhuận hằng quý',
    ru: 'Фиксированные транши, затем ежеквартальная доля прибыли',
  },
  expectedReturnPct: 18,
  annualYieldPct: 9,
  investmentStructure: {
    en: 'Profit-participation loan',
    vi: 'Khoản vay tham gia lợi nhuận',
    ru: 'Заём с участием в прибыли',
  },
  investmentTermMonths: 24,
  legal: {
    en: 'Kartli Brewing LLC (limited liability company), identification code 405213874',
    vi: 'Kartli Brewing LLC (công ty trách nhiệm hữu hạn), mã số định danh 405213874',
    ru: 'ООО «Картли Брюинг» (общество с ограниченной ответственностью), идентификационный код 405213874',
  },
  videoFile: 'kartli-craft-brewery.webm',
  images: [
    {
      file: 'kartli-craft-brewery-1.svg',
      alt: {
        en: 'Copper brew kettles and steel fermentation tanks in the brewhouse',
        vi: 'Nồi nấu bia bằng đồng và bồn lên men inox trong xưởng nấu',
        ru: 'Медные варочные котлы и стальные ЦКТ в варочном цехе',
      },
    },
    {
      file: 'kartli-craft-brewery-2.svg',
      alt: {
        en: 'The taproom bar with beer taps and glasses',
        vi: 'Quầy bar của quán bia với vòi bia và ly',
        ru: 'Барная стойка тапрума с кранами и бокалами',
      },
    },
    {
      file: 'kartli-craft-brewery-3.svg',
      alt: {
        en: 'Old Tbilisi houses with carved balconies below a hilltop fortress',
        vi: 'Những ngôi nhà cổ Tbilisi với ban công gỗ chạm dưới pháo đài trên đồi',
        ru: 'Старые тбилисские дома с резными балконами под крепостью на холме',
      },
    },
    {
      file: 'kartli-craft-brewery-4.svg',
      alt: {
        en: 'Cans and bottles of Kartli beer with hops and barley',
        vi: 'Lon và chai bia Kartli cùng hoa bia và lúa mạch',
        ru: 'Банки и бутылки пива «Картли» с хмелем и ячменём',
      },
    },
  ],
  team: [
    {
      name: 'Giorgi Beridze',
      role: {
        en: 'Co-founder & Head Brewer',
        vi: 'Đồng sáng lập & Trưởng bộ phận nấu bia',
        ru: 'Сооснователь и главный пивовар',
      },
      bio: {
        en: 'Giorgi trained at the Doemens Academy in Munich and brewed in Bavaria for four years. He created the Saperavi sour ale, which won a silver medal at an international craft beer competition in 2023.',
        vi: 'Giorgi được đào tạo tại Học viện Doemens ở Munich và có bốn năm nấu bia tại Bavaria. Anh là người tạo ra bia chua Saperavi, từng đoạt huy chương bạc tại một cuộc thi bia thủ công quốc tế năm 2023.',
        ru: 'Гиорги учился в академии Doemens в Мюнхене и четыре года варил пиво в Баварии. Он создал кислый эль «Саперави», получивший серебро на международном конкурсе крафтового пива в 2023 году.',
      },
      photo: 'kartli-craft-brewery-team-1.svg',
    },
    {
      name: 'Nino Kapanadze',
      role: { en: 'Co-founder & CEO', vi: 'Đồng sáng lập & CEO', ru: 'Сооснователь и CEO' },
      bio: {
        en: "Nino worked in sales and distribution for a Georgian wine house for nine years. She built Kartli's network of 140 on-trade customers and negotiated the supermarket listings for canned beer.",
        vi: 'Nino có chín năm làm kinh doanh và phân phối cho một nhà rượu vang Gruzia. Chị xây dựng mạng lưới 140 khách hàng quán bar, nhà hàng của Kartli và đàm phán đưa bia lon vào siêu thị.',
        ru: 'Нино девять лет занималась продажами и дистрибуцией в грузинском винном доме. Она выстроила сеть из 140 клиентов «Картли» в барах и ресторанах и договорилась о продаже баночного пива в супермаркетах.',
      },
      photo: 'kartli-craft-brewery-team-2.svg',
    },
    {
      name: 'Levan Tsiklauri',
      role: { en: 'Production Manager', vi: 'Quản lý sản xuất', ru: 'Руководитель производства' },
      bio: {
        en: 'Levan is a food technologist who ran quality control at a dairy before joining Kartli in 2019. He commissioned the new tanks and the canning line.',
        vi: 'Levan là kỹ sư công nghệ thực phẩm, từng phụ trách kiểm soát chất lượng tại một nhà máy sữa trước khi gia nhập Kartli năm 2019. Anh chủ trì việc lắp đặt và vận hành các bồn mới và dây chuyền đóng lon.',
        ru: 'Леван — технолог пищевого производства, руководил контролем качества на молочном заводе, а в 2019 году пришёл в «Картли». Он запускал новые ЦКТ и линию розлива в банки.',
      },
      photo: 'kartli-craft-brewery-team-3.svg',
    },
  ],
  documents: [
    {
      kind: 'business_plan',
      title: {
        en: 'Business plan: capacity expansion',
        vi: 'Kế hoạch kinh doanh: mở rộng công suất',
        ru: 'Бизнес-план: расширение мощностей',
      },
      sections: [
        {
          heading: 'Summary',
          paragraphs: [
            'Kartli will double fermentation capacity from 3,200 to 6,400 hectolitres a year, start canning for retail and open a second taproom in Chugureti.',
          ],
        },
        {
          heading: 'Use of funds',
          table: [
            ['Four 40 hl fermentation tanks', '$72,000'],
            ['Canning line', '$58,000'],
            ['Second taproom (Chugureti)', '$46,000'],
            ['Cold storage and keg fleet', '$22,000'],
            ['Working capital', '$12,000'],
            ['Total', '$210,000'],
          ],
        },
        {
          heading: 'Revenue history',
          table: [
            ['2021', '$410,000'],
            ['2022', '$560,000'],
            ['2023', '$690,000'],
            ['Last 12 months before the round', '$740,000 revenue, $128,000 EBITDA'],
          ],
        },
        {
          heading: 'Unit economics',
          table: [
            ['Average price per litre, kegs', '$3.10'],
            ['Average price per litre, cans', '$3.60'],
            ['Cost of goods per litre', '$1.35'],
            ['Taproom gross margin', '68%'],
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
            ['Issuer', 'Kartli Brewing LLC, identification code 405213874'],
            ['Instrument', 'Profit-participation loan'],
            ['Amount', '$210,000'],
            ['Minimum investment', '$150, in steps of $150; maximum $21,000 per investor'],
            ['Contract minimum return', '+18% over 24 months (e.g. $10,000 → $11,800)'],
            ['Tranches', '30% of principal in month 7, 40% in month 12, 48% in month 18'],
            ['Profit share', '12% of quarterly net profit above plan, from month 9'],
          ],
        },
        {
          heading: 'Payout schedule for $10,000',
          table: [
            ['Month 7', '$3,000 (paid)'],
            ['Month 12', '$4,000 (paid)'],
            ['Month 18', '$4,800'],
            ['Quarterly profit share', '$220 and $290 paid so far'],
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
            'The agreement is governed by the laws of Georgia. Disputes are heard by the Tbilisi City Court.',
          ],
        },
      ],
    },
    {
      kind: 'financial_statements',
      title: {
        en: 'Management accounts: first 12 months',
        vi: 'Báo cáo quản trị: 12 tháng đầu',
        ru: 'Управленческая отчётность за первые 12 месяцев',
      },
      sections: [
        {
          heading: 'Income statement',
          table: [
            ['Revenue', '$1,020,000'],
            ['Cost of goods', '$(392,000)'],
            ['Staff', '$(214,000)'],
            ['Rent, energy, marketing, other', '$(178,000)'],
            ['EBITDA', '$236,000'],
          ],
        },
        {
          heading: 'Sales by channel',
          table: [
            ['Bars and restaurants (kegs)', '49%'],
            ['Two taprooms', '31%'],
            ['Supermarkets (cans)', '14%'],
            ['Export', '6%'],
          ],
        },
        {
          heading: 'Payouts to investors',
          table: [
            ['Tranche 1 (month 7)', '$63,000'],
            ['Profit share (month 9)', '$4,620'],
            ['Tranche 2 (month 12)', '$84,000'],
            ['Profit share (month 12)', '$6,090'],
            ['Total paid', '$157,710'],
          ],
        },
        {
          heading: 'Reserve',
          paragraphs: [
            'A reserve of $100,800, equal to the final tranche, is being built up in a separate account; $38,000 had been set aside at the end of month 12.',
          ],
        },
      ],
    },
  ],
  updates: [
    {
      daysAgo: 2,
      title: {
        en: 'Second tranche paid: $84,000',
        vi: 'Đã chi trả đợt hai: 84.000 USD',
        ru: 'Выплачен второй транш — $84 000',
      },
      body: {
        en: 'We have paid the second tranche of $84,000 (40% of principal) together with the quarterly profit share of $6,090. For every $10,000 invested that is $4,000 plus $290. The final tranche of $4,800 per $10,000 is due in month 18.',
        vi: 'Chúng tôi đã chi trả đợt hai 84.000 USD (40% vốn gốc) cùng phần chia lợi nhuận quý 6.090 USD. Với mỗi 10.000 USD đầu tư, bạn nhận 4.000 USD cộng 290 USD. Đợt cuối 4.800 USD cho mỗi 10.000 USD đến hạn vào tháng thứ 18.',
        ru: 'Мы выплатили второй транш — $84 000 (40% вложенной суммы) — и квартальную долю прибыли $6 090. На каждые $10 000 это $4 000 плюс $290. Последний транш — $4 800 на каждые $10 000 — на 18-й месяц.',
      },
    },
    {
      daysAgo: 92,
      title: {
        en: 'First profit share: $4,620',
        vi: 'Kỳ chia lợi nhuận đầu tiên: 4.620 USD',
        ru: 'Первая доля прибыли — $4 620',
      },
      body: {
        en: 'Quarterly net profit beat the plan by $38,500, so investors received 12% of that, $4,620 in total or $220 per $10,000. Canned beer is now on the shelves of two supermarket chains.',
        vi: 'Lợi nhuận ròng quý vượt kế hoạch 38.500 USD, nên nhà đầu tư nhận 12% phần này, tổng cộng 4.620 USD, tức 220 USD cho mỗi 10.000 USD. Bia lon đã có mặt trên kệ hai chuỗi siêu thị.',
        ru: 'Квартальная чистая прибыль превысила план на $38 500, и инвесторы получили 12% от этой суммы — всего $4 620, или $220 на каждые $10 000. Баночное пиво уже на полках двух сетей супермаркетов.',
      },
    },
    {
      daysAgo: 153,
      title: {
        en: 'First tranche paid: $63,000',
        vi: 'Đã chi trả đợt một: 63.000 USD',
        ru: 'Выплачен первый транш — $63 000',
      },
      body: {
        en: 'The first tranche, 30% of principal, was paid on schedule in month 7: $3,000 for every $10,000 invested. Summer sales were 41% above the same period last year.',
        vi: 'Đợt một, bằng 30% vốn gốc, đã được chi trả đúng hạn vào tháng thứ 7: 3.000 USD cho mỗi 10.000 USD đầu tư. Doanh số mùa hè cao hơn 41% so với cùng kỳ năm trước.',
        ru: 'Первый транш — 30% вложенной суммы — выплачен в срок на 7-й месяц: $3 000 на каждые $10 000. Летние продажи на 41% выше, чем годом ранее.',
      },
    },
    {
      daysAgo: 260,
      title: {
        en: 'Canning line and new tanks running',
        vi: 'Dây chuyền đóng lon và bồn mới đã vận hành',
        ru: 'Линия розлива и новые ЦКТ запущены',
      },
      body: {
        en: 'All four fermentation tanks and the canning line are commissioned. The Chugureti taproom opened the same week with 60 seats.',
        vi: 'Cả bốn bồn lên men và dây chuyền đóng lon đã đi vào hoạt động. Quán bia Chugureti 60 chỗ cũng khai trương ngay trong tuần đó.',
        ru: 'Все четыре ЦКТ и линия розлива введены в работу. В ту же неделю открылся тапрум в Чугурети на 60 мест.',
      },
    },
    {
      daysAgo: 366,
      title: {
        en: 'Funds received',
        vi: 'Đã nhận vốn',
        ru: 'Средства получены',
      },
      body: {
        en: 'Thank you to our 173 investors. The tanks and the canning line are ordered; delivery takes about ten weeks.',
        vi: 'Cảm ơn 173 nhà đầu tư. Các bồn lên men và dây chuyền đóng lon đã được đặt hàng, thời gian giao khoảng mười tuần.',
        ru: 'Спасибо нашим 173 инвесторам. ЦКТ и линия розлива заказаны, поставка займёт около десяти недель.',
      },
    },
  ],
  faq: [
    ticketFaq(150, 150, 21000),
    {
      question: {
        en: 'What has been paid so far, and what is next?',
        vi: 'Đến nay đã chi trả bao nhiêu và tiếp theo là gì?',
        ru: 'Что уже выплачено и что дальше?',
      },
      answer: {
        en: 'Two tranches (30% of principal in month 7 and 40% in month 12) and two quarterly profit shares have been paid: $7,510 per $10,000 invested. The final tranche of 48% is due in month 18, and profit share above plan continues quarterly until month 24.',
        vi: 'Đã chi trả hai đợt (30% vốn gốc vào tháng thứ 7 và 40% vào tháng thứ 12) và hai kỳ chia lợi nhuận quý: 7.510 USD cho mỗi 10.000 USD đầu tư. Đợt cuối 48% đến hạn vào tháng thứ 18, và phần chia lợi nhuận vượt kế hoạch tiếp tục hằng quý đến tháng thứ 24.',
        ru: 'Выплачены два транша (30% вложенной суммы на 7-й месяц и 40% на 12-й) и две квартальные доли прибыли — $7 510 на каждые $10 000. Последний транш 48% — на 18-й месяц, а доля прибыли сверх плана выплачивается ежеквартально до 24-го месяца.',
      },
    },
    {
      question: {
        en: 'Where do payouts arrive?',
        vi: 'Tiền chi trả được chuyển về đâu?',
        ru: 'Куда приходят выплаты?',
      },
      answer: {
        en: 'Each payout appears in your portfolio on the payment date, split pro rata with the other investors, and is paid out to you within two business days.',
        vi: 'Mỗi khoản chi trả hiện trong danh mục đầu tư của bạn vào ngày chi trả, được chia theo tỷ lệ với các nhà đầu tư khác, và được chuyển cho bạn trong vòng hai ngày làm việc.',
        ru: 'Каждая выплата появляется в вашем портфеле в день выплаты, делится пропорционально между инвесторами и перечисляется вам в течение двух рабочих дней.',
      },
    },
    feesFaq(),
    reflectionFaq(),
  ],
  questions: [
    {
      askedBy: 'Артём Д.',
      language: 'ru',
      daysAgo: 120,
      question: 'Планируете ли экспорт в Армению или Казахстан?',
      answer:
        'Да, первая партия банок ушла в Ереван в прошлом месяце. Казахстан рассматриваем на следующий год — нужна сертификация ЕАЭС.',
      answeredDaysAgo: 118,
    },
    {
      askedBy: 'Mark E.',
      language: 'en',
      daysAgo: 60,
      question: 'Is the reserve for the final tranche on track?',
      answer:
        'Yes. We set aside about $9,500 a month and had $38,000 in the reserve account at the end of month 12, in line with the plan to have the full $100,800 by month 18.',
      answeredDaysAgo: 59,
    },
    {
      askedBy: 'Lê Minh Châu',
      language: 'vi',
      daysAgo: 15,
      question: 'Bia Saperavi có bán ở Việt Nam không?',
      answer:
        'Hiện chưa có ạ. Chúng tôi đang trao đổi với một nhà nhập khẩu ở TP. Hồ Chí Minh cho lô thử nghiệm năm sau.',
      answeredDaysAgo: 14,
    },
  ],
  forecast: {
    scenarios: [
      { label: { en: 'Conservative', vi: 'Thận trọng', ru: 'Консервативный' }, returnPct: 15 },
      { label: { en: 'Base', vi: 'Cơ sở', ru: 'Базовый' }, returnPct: 18 },
      { label: { en: 'Optimistic', vi: 'Lạc quan', ru: 'Оптимистичный' }, returnPct: 21 },
    ],
    ebitda: [
      { period: '2022', value: 84000 },
      { period: '2023', value: 112000 },
      { period: '2024', value: 131000 },
      { period: '2025', value: 236000 },
      { period: '2026', value: 274000 },
      { period: '2027', value: 298000 },
    ],
    expectedRevenue: [
      { period: '2022', value: 560000 },
      { period: '2023', value: 690000 },
      { period: '2024', value: 760000 },
      { period: '2025', value: 1020000 },
      { period: '2026', value: 1160000 },
      { period: '2027', value: 1240000 },
    ],
    userGrowth: [
      { period: '2022', value: 82 },
      { period: '2023', value: 108 },
      { period: '2024', value: 126 },
      { period: '2025', value: 140 },
      { period: '2026', value: 165 },
      { period: '2027', value: 180 },
    ],
  },
};
