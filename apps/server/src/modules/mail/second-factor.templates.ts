import type { Language } from '@grove/contracts';
import type { MailContent } from './mail.templates.js';

/** The second factor's security e-mails (docs/architecture.md, "Second factor"); they can't be turned off. */
export type SecondFactorTemplates = {
  /** Two-step verification was turned on. */
  secondFactorOn: (p: Record<string, never>) => MailContent;
  /** Two-step verification was turned off. */
  secondFactorOff: (p: Record<string, never>) => MailContent;
  /** A recovery code was used to sign in or confirm an action; `left` are still unused. */
  recoveryCodeUsed: (p: { left: number }) => MailContent;
};

const en: SecondFactorTemplates = {
  secondFactorOn: () => ({
    subject: 'Two-step verification is on for your Grove account',
    paragraphs: [
      'Two-step verification was just turned on for your Grove account. From now on, signing in and sensitive actions such as withdrawals also need a code from your authenticator app or one of your recovery codes.',
      'If this was not you, reset your password at once with “Forgot password” and contact support@grove.example.',
    ],
  }),
  secondFactorOff: () => ({
    subject: 'Two-step verification is off for your Grove account',
    paragraphs: [
      'Two-step verification was just turned off for your Grove account. Your recovery codes and remembered devices no longer work, and every other device was signed out.',
      'If this was not you, reset your password at once with “Forgot password” and contact support@grove.example.',
    ],
  }),
  recoveryCodeUsed: ({ left }) => ({
    subject: 'A recovery code was used on your Grove account',
    paragraphs: [
      `One of your recovery codes was just used on your Grove account. Each code works once; ${left} of them are left.`,
      'If this was not you, reset your password at once with “Forgot password”, make new recovery codes in your profile, and contact support@grove.example.',
    ],
  }),
};

const vi: SecondFactorTemplates = {
  secondFactorOn: () => ({
    subject: 'Xác minh hai bước đã được bật cho tài khoản Grove của bạn',
    paragraphs: [
      'Xác minh hai bước vừa được bật cho tài khoản Grove của bạn. Từ nay, khi đăng nhập và khi thực hiện thao tác nhạy cảm như rút tiền, bạn cần thêm mã từ ứng dụng xác thực hoặc một mã khôi phục.',
      'Nếu không phải bạn, hãy đặt lại mật khẩu ngay bằng “Quên mật khẩu” và liên hệ support@grove.example.',
    ],
  }),
  secondFactorOff: () => ({
    subject: 'Xác minh hai bước đã bị tắt cho tài khoản Grove của bạn',
    paragraphs: [
      'Xác minh hai bước vừa bị tắt cho tài khoản Grove của bạn. Các mã khôi phục và thiết bị đã ghi nhớ không còn dùng được, và mọi thiết bị khác đã bị đăng xuất.',
      'Nếu không phải bạn, hãy đặt lại mật khẩu ngay bằng “Quên mật khẩu” và liên hệ support@grove.example.',
    ],
  }),
  recoveryCodeUsed: ({ left }) => ({
    subject: 'Một mã khôi phục đã được dùng cho tài khoản Grove của bạn',
    paragraphs: [
      `Một trong các mã khôi phục của bạn vừa được dùng cho tài khoản Grove. Mỗi mã chỉ dùng được một lần; còn lại ${left} mã.`,
      'Nếu không phải bạn, hãy đặt lại mật khẩu ngay bằng “Quên mật khẩu”, tạo mã khôi phục mới trong hồ sơ và liên hệ support@grove.example.',
    ],
  }),
};

const ru: SecondFactorTemplates = {
  secondFactorOn: () => ({
    subject: 'Двухэтапная проверка включена для вашего аккаунта Grove',
    paragraphs: [
      'Для вашего аккаунта Grove только что включена двухэтапная проверка. Теперь для входа и важных действий, например вывода средств, нужен ещё код из приложения-аутентификатора или один из резервных кодов.',
      'Если это были не вы, срочно смените пароль через «Забыли пароль» и напишите на support@grove.example.',
    ],
  }),
  secondFactorOff: () => ({
    subject: 'Двухэтапная проверка выключена для вашего аккаунта Grove',
    paragraphs: [
      'Для вашего аккаунта Grove только что выключена двухэтапная проверка. Резервные коды и запомненные устройства больше не действуют, на всех других устройствах выполнен выход.',
      'Если это были не вы, срочно смените пароль через «Забыли пароль» и напишите на support@grove.example.',
    ],
  }),
  recoveryCodeUsed: ({ left }) => ({
    subject: 'В вашем аккаунте Grove использован резервный код',
    paragraphs: [
      `В вашем аккаунте Grove только что использован один из резервных кодов. Каждый код действует один раз; осталось кодов: ${left}.`,
      'Если это были не вы, срочно смените пароль через «Забыли пароль», создайте новые резервные коды в профиле и напишите на support@grove.example.',
    ],
  }),
};

export const SECOND_FACTOR_MAIL_TEMPLATES: Readonly<Record<Language, SecondFactorTemplates>> = { en, vi, ru };
