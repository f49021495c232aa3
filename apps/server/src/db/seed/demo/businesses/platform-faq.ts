import type { DemoFaq } from '../types.js';

/**
 * Platform-wide FAQ entries shared by every demo business (fees, reflection
 * period, refunds, ticket rules). Business-specific questions live in each
 * business file.
 */

function usd(amount: number, lang: 'en' | 'vi' | 'ru'): string {
  if (!Number.isSafeInteger(amount)) throw new Error(`The FAQ quotes whole dollars: ${amount}`);
  const digits = amount.toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : lang === 'vi' ? '.' : ' ');
  if (lang === 'en') return `$${grouped}`;
  if (lang === 'vi') return `${grouped} USD`;
  return `$${grouped}`;
}

/** "What is the minimum investment?" with the business's ticket rule. */
export function ticketFaq(min: number, step: number, max: number): DemoFaq {
  const same = min === step;
  return {
    question: {
      en: 'What is the minimum investment?',
      vi: 'Số tiền đầu tư tối thiểu là bao nhiêu?',
      ru: 'Какова минимальная сумма инвестиции?',
    },
    answer: {
      en: same
        ? `The minimum investment is ${usd(min, 'en')}, in steps of ${usd(step, 'en')} (${usd(min, 'en')}, ${usd(min * 2, 'en')}, ${usd(min * 3, 'en')} and so on), up to ${usd(max, 'en')} per investor in this round.`
        : `The minimum investment is ${usd(min, 'en')}; above that you can add amounts in steps of ${usd(step, 'en')}, up to ${usd(max, 'en')} per investor in this round.`,
      vi: same
        ? `Số tiền đầu tư tối thiểu là ${usd(min, 'vi')}, tăng theo bước ${usd(step, 'vi')} (${usd(min, 'vi')}, ${usd(min * 2, 'vi')}, ${usd(min * 3, 'vi')}…), tối đa ${usd(max, 'vi')} cho mỗi nhà đầu tư trong vòng gọi vốn này.`
        : `Số tiền đầu tư tối thiểu là ${usd(min, 'vi')}; sau đó bạn có thể tăng theo bước ${usd(step, 'vi')}, tối đa ${usd(max, 'vi')} cho mỗi nhà đầu tư trong vòng gọi vốn này.`,
      ru: same
        ? `Минимальная сумма — ${usd(min, 'ru')}, далее с шагом ${usd(step, 'ru')} (${usd(min, 'ru')}, ${usd(min * 2, 'ru')}, ${usd(min * 3, 'ru')} и так далее), но не более ${usd(max, 'ru')} на одного инвестора в этом раунде.`
        : `Минимальная сумма — ${usd(min, 'ru')}, далее с шагом ${usd(step, 'ru')}, но не более ${usd(max, 'ru')} на одного инвестора в этом раунде.`,
    },
  };
}

/** Service and card processing fees, with a worked example. */
export function feesFaq(example = 1500): DemoFaq {
  const service = example * 0.05;
  const card = example * 0.025;
  const cardText = (lang: 'en' | 'vi' | 'ru') =>
    Number.isInteger(card)
      ? usd(card, lang)
      : lang === 'en'
        ? `$${card.toFixed(2)}`
        : lang === 'vi'
          ? `${card.toFixed(2).replace('.', ',')} USD`
          : `$${card.toFixed(2).replace('.', ',')}`;
  return {
    question: {
      en: 'What fees does Grove charge?',
      vi: 'Grove thu những khoản phí nào?',
      ru: 'Какие комиссии взимает Grove?',
    },
    answer: {
      en: `Grove charges a 5% service fee on the amount you invest, plus a 2.5% processing fee when you pay by card. On a ${usd(example, 'en')} investment paid by card that is ${usd(service, 'en')} + ${cardText('en')}. Both fees are shown in the summary before you confirm.`,
      vi: `Grove thu phí dịch vụ 5% trên số tiền đầu tư, cộng thêm phí xử lý thẻ 2,5% nếu bạn thanh toán bằng thẻ. Với khoản đầu tư ${usd(example, 'vi')} thanh toán bằng thẻ, phí là ${usd(service, 'vi')} + ${cardText('vi')}. Cả hai khoản phí đều được hiển thị trước khi bạn xác nhận.`,
      ru: `Grove удерживает сервисный сбор 5% от суммы инвестиции и, при оплате картой, ещё 2,5% за обработку платежа. При инвестиции ${usd(example, 'ru')} картой это ${usd(service, 'ru')} + ${cardText('ru')}. Обе комиссии видны в итоговой сумме до подтверждения.`,
    },
  };
}

/** The 4-day reflection period. */
export function reflectionFaq(): DemoFaq {
  return {
    question: {
      en: 'Can I cancel my investment after confirming it?',
      vi: 'Tôi có thể hủy khoản đầu tư sau khi đã xác nhận không?',
      ru: 'Можно ли отменить инвестицию после подтверждения?',
    },
    answer: {
      en: 'Yes. Every investment has a 4-day reflection period. During those 4 days you can cancel it from your portfolio without giving a reason, and the full amount you paid is returned to your original payment method.',
      vi: 'Có. Mỗi khoản đầu tư có thời gian cân nhắc 4 ngày. Trong 4 ngày đó, bạn có thể hủy khoản đầu tư ngay trong danh mục của mình mà không cần nêu lý do, và toàn bộ số tiền đã thanh toán sẽ được hoàn về phương thức thanh toán ban đầu.',
      ru: 'Да. У каждой инвестиции есть 4-дневный период охлаждения. В течение этих 4 дней её можно отменить в портфеле без объяснения причин, и вся уплаченная сумма вернётся тем же способом, которым вы платили.',
    },
  };
}

/** What happens when a round closes below its target. */
export function targetNotReachedFaq(): DemoFaq {
  return {
    question: {
      en: 'What happens if the target is not reached?',
      vi: 'Điều gì xảy ra nếu không đạt mục tiêu gọi vốn?',
      ru: 'Что будет, если цель сбора не будет достигнута?',
    },
    answer: {
      en: 'If the round closes below its target, the business does not receive the money and every investor gets a full refund to the original payment method. Refunds are started automatically when the round closes; you do not need to request them.',
      vi: 'Nếu vòng gọi vốn kết thúc mà chưa đạt mục tiêu, doanh nghiệp sẽ không nhận tiền và mọi nhà đầu tư được hoàn tiền đầy đủ về phương thức thanh toán ban đầu. Việc hoàn tiền được khởi tạo tự động khi vòng gọi vốn đóng, bạn không cần gửi yêu cầu.',
      ru: 'Если раунд закроется, не набрав цель, бизнес не получит деньги, а каждый инвестор получит полный возврат тем же способом оплаты. Возвраты запускаются автоматически при закрытии раунда — подавать заявку не нужно.',
    },
  };
}
