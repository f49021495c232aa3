import type { Language, SophisticatedCriterion } from '@grove/contracts';

type Text = Readonly<Record<Language, string>>;

export interface QuizQuestion {
  id: string;
  text: Text;
  options: ReadonlyArray<{ id: string; text: Text }>;
  /** The right option; never sent to the client. */
  answer: string;
}

/**
 * The knowledge questions of the risk quiz (PRODUCT.md decision 11). Every one
 * must be answered correctly to pass; a wrong answer can be tried again.
 */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'loss',
    text: {
      en: 'What can happen to the money you invest in a business on Grove?',
      vi: 'Điều gì có thể xảy ra với số tiền bạn đầu tư vào một doanh nghiệp trên Grove?',
      ru: 'Что может произойти с деньгами, которые вы вкладываете в бизнес на Grove?',
    },
    options: [
      {
        id: 'guaranteed',
        text: {
          en: 'It is protected by a deposit guarantee, like a bank account',
          vi: 'Được bảo hiểm tiền gửi như tài khoản ngân hàng',
          ru: 'Она защищена страхованием вкладов, как банковский счёт',
        },
      },
      {
        id: 'lose_all',
        text: {
          en: 'I could lose all of it if the business fails',
          vi: 'Tôi có thể mất toàn bộ nếu doanh nghiệp thất bại',
          ru: 'Я могу потерять её полностью, если бизнес не справится',
        },
      },
      {
        id: 'grove_repays',
        text: {
          en: 'Grove pays it back if the business fails',
          vi: 'Grove sẽ hoàn trả nếu doanh nghiệp thất bại',
          ru: 'Grove вернёт её, если бизнес закроется',
        },
      },
    ],
    answer: 'lose_all',
  },
  {
    id: 'liquidity',
    text: {
      en: 'Can you sell your investment before the end of its term?',
      vi: 'Bạn có thể bán khoản đầu tư trước khi hết kỳ hạn không?',
      ru: 'Можно ли продать вложение до окончания его срока?',
    },
    options: [
      {
        id: 'exchange',
        text: {
          en: 'Yes, at any time on a stock exchange',
          vi: 'Có, bất cứ lúc nào trên sàn chứng khoán',
          ru: 'Да, в любой момент на бирже',
        },
      },
      {
        id: 'buyback',
        text: {
          en: 'Yes, Grove buys it back at full value',
          vi: 'Có, Grove mua lại với đủ giá trị',
          ru: 'Да, Grove выкупит его по полной стоимости',
        },
      },
      {
        id: 'locked',
        text: {
          en: 'Usually not: the money stays invested until the end of the term',
          vi: 'Thường là không: tiền được giữ trong khoản đầu tư đến hết kỳ hạn',
          ru: 'Как правило, нет: деньги остаются вложенными до конца срока',
        },
      },
    ],
    answer: 'locked',
  },
  {
    id: 'first_payout',
    text: {
      en: 'When does the first payout typically arrive?',
      vi: 'Khoản chi trả đầu tiên thường đến khi nào?',
      ru: 'Когда обычно приходит первая выплата?',
    },
    options: [
      {
        id: 'next_week',
        text: { en: 'The week after I invest', vi: 'Tuần sau khi tôi đầu tư', ru: 'Через неделю после вложения' },
      },
      {
        id: 'six_to_eight',
        text: {
          en: 'About 6–8 months after the business starts, sometimes up to 12',
          vi: 'Khoảng 6–8 tháng sau khi doanh nghiệp bắt đầu, đôi khi tới 12 tháng',
          ru: 'Примерно через 6–8 месяцев после запуска бизнеса, иногда до 12',
        },
      },
      {
        id: 'never_early',
        text: {
          en: 'Only on the last day of the term',
          vi: 'Chỉ vào ngày cuối cùng của kỳ hạn',
          ru: 'Только в последний день срока',
        },
      },
    ],
    answer: 'six_to_eight',
  },
  {
    id: 'return_horizon',
    text: {
      en: 'Within what time are returns typically expected?',
      vi: 'Lợi nhuận thường được kỳ vọng trong khoảng thời gian nào?',
      ru: 'В какой срок обычно ожидается доход?',
    },
    options: [
      { id: 'months', text: { en: '1–3 months', vi: '1–3 tháng', ru: '1–3 месяца' } },
      { id: 'one_two_years', text: { en: '12–24 months', vi: '12–24 tháng', ru: '12–24 месяца' } },
      { id: 'decade', text: { en: 'About 10 years', vi: 'Khoảng 10 năm', ru: 'Около 10 лет' } },
    ],
    answer: 'one_two_years',
  },
  {
    id: 'fees',
    text: {
      en: 'You invest $1,000 by card. Which fees apply?',
      vi: 'Bạn đầu tư 1.000 USD bằng thẻ. Những khoản phí nào được áp dụng?',
      ru: 'Вы вкладываете 1000 $ картой. Какие комиссии применяются?',
    },
    options: [
      { id: 'none', text: { en: 'No fees at all', vi: 'Không có phí nào', ru: 'Никаких комиссий' } },
      {
        id: 'service_and_card',
        text: {
          en: 'A 5% service fee ($50) and a 2.5% card processing fee ($25)',
          vi: 'Phí dịch vụ 5% (50 USD) và phí xử lý thẻ 2,5% (25 USD)',
          ru: 'Сервисный сбор 5% (50 $) и комиссия за обработку карты 2,5% (25 $)',
        },
      },
      {
        id: 'monthly',
        text: { en: '1% of the amount every month', vi: '1% số tiền mỗi tháng', ru: '1% от суммы ежемесячно' },
      },
    ],
    answer: 'service_and_card',
  },
  {
    id: 'diversification',
    text: {
      en: 'What is the most sensible way to limit your risk?',
      vi: 'Cách hợp lý nhất để hạn chế rủi ro là gì?',
      ru: 'Как разумнее всего ограничить риск?',
    },
    options: [
      {
        id: 'all_in',
        text: {
          en: 'Put everything into the business with the highest forecast',
          vi: 'Dồn toàn bộ vào doanh nghiệp có dự báo cao nhất',
          ru: 'Вложить всё в бизнес с самым высоким прогнозом',
        },
      },
      {
        id: 'spread',
        text: {
          en: 'Spread my money across several businesses and invest no more than 10% of my liquid assets',
          vi: 'Chia tiền cho nhiều doanh nghiệp và đầu tư không quá 10% tài sản thanh khoản',
          ru: 'Распределить деньги между несколькими проектами и вкладывать не более 10% ликвидных активов',
        },
      },
      {
        id: 'borrow',
        text: {
          en: 'Borrow money to invest more',
          vi: 'Vay tiền để đầu tư nhiều hơn',
          ru: 'Занять деньги, чтобы вложить больше',
        },
      },
    ],
    answer: 'spread',
  },
  {
    id: 'contract_minimum',
    text: {
      en: 'A business offers a contract minimum of +15%. What does that mean for $10,000 invested?',
      vi: 'Một doanh nghiệp đưa ra mức tối thiểu theo hợp đồng là +15%. Điều đó có nghĩa gì với 10.000 USD đầu tư?',
      ru: 'Бизнес предлагает договорный минимум +15%. Что это значит для вложенных 10 000 $?',
    },
    options: [
      {
        id: 'guaranteed',
        text: {
          en: 'I am guaranteed to receive $11,500',
          vi: 'Tôi chắc chắn nhận được 11.500 USD',
          ru: 'Мне гарантированно вернут 11 500 $',
        },
      },
      {
        id: 'target_not_guarantee',
        text: {
          en: 'The contract aims to pay back at least $11,500 in total, but the business may be unable to pay',
          vi: 'Hợp đồng hướng tới trả tổng cộng ít nhất 11.500 USD, nhưng doanh nghiệp có thể không trả được',
          ru: 'Договор предусматривает выплату не менее 11 500 $, но бизнес может оказаться не в состоянии платить',
        },
      },
      {
        id: 'pay_more',
        text: {
          en: 'I pay 15% on top of my investment',
          vi: 'Tôi phải trả thêm 15% trên số tiền đầu tư',
          ru: 'Я доплачиваю 15% сверх суммы вложения',
        },
      },
    ],
    answer: 'target_not_guarantee',
  },
];

/** Spec §6: the sophisticated-investor criteria, as the declaration asks them. */
export const CRITERIA_TEXT: Readonly<Record<SophisticatedCriterion, Text>> = {
  income_or_portfolio: {
    en: 'My annual income is €60,000 or more, or my investment portfolio is worth €100,000 or more',
    vi: 'Thu nhập hằng năm của tôi từ 60.000 € trở lên, hoặc danh mục đầu tư của tôi trị giá từ 100.000 € trở lên',
    ru: 'Мой годовой доход составляет 60 000 € или больше либо мой инвестиционный портфель стоит 100 000 € или больше',
  },
  professional_experience: {
    en: 'I have at least one year of professional experience in the financial sector',
    vi: 'Tôi có ít nhất một năm kinh nghiệm làm việc chuyên môn trong lĩnh vực tài chính',
    ru: 'У меня не менее года профессионального опыта в финансовой сфере',
  },
  executive_role: {
    en: 'I hold an executive role in a company with own funds of at least €100,000, net turnover of at least €2,000,000 and a balance sheet of at least €1,000,000',
    vi: 'Tôi giữ vị trí điều hành trong một công ty có vốn chủ sở hữu ít nhất 100.000 €, doanh thu thuần ít nhất 2.000.000 € và tổng tài sản ít nhất 1.000.000 €',
    ru: 'Я занимаю руководящую должность в компании с собственным капиталом не менее 100 000 €, чистым оборотом не менее 2 000 000 € и валютой баланса не менее 1 000 000 €',
  },
  frequent_transactions: {
    en: 'I make 10 or more investment transactions per quarter',
    vi: 'Tôi thực hiện từ 10 giao dịch đầu tư trở lên mỗi quý',
    ru: 'Я совершаю 10 или больше инвестиционных сделок в квартал',
  },
};
