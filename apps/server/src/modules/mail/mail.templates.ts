import type { Language } from '@grove/contracts';

/**
 * The e-mails the platform sends, in every interface language. Each template
 * returns a subject and paragraphs; mail.service renders text and HTML from them.
 */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** A short value shown prominently (e.g. a recovery code). */
  highlight?: string;
}

type Templates = {
  passwordRecovery: (p: { code: string; minutes: number }) => MailContent;
  passwordChanged: (params: Record<string, never>) => MailContent;
  welcome: (p: { name: string | null }) => MailContent;
};

const en: Templates = {
  passwordRecovery: ({ code, minutes }) => ({
    subject: `Your Grove recovery code: ${code}`,
    paragraphs: [
      'Someone asked to reset the password of your Grove account. Enter this code on the password recovery page:',
      `The code works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    ],
    highlight: code,
  }),
  passwordChanged: () => ({
    subject: 'Your Grove password was changed',
    paragraphs: [
      'The password of your Grove account was just changed, and every other session was signed out.',
      'If this was not you, reset your password at once and contact support@grove.example.',
    ],
  }),
  welcome: ({ name }) => ({
    subject: 'Welcome to Grove',
    paragraphs: [
      `${name ? `Hello ${name}, welcome` : 'Welcome'} to Grove, where you can invest in vetted small and mid-sized businesses.`,
      'Before your first investment we will ask you a few questions about investing and verify your identity. It takes about ten minutes.',
      'Remember: investing in businesses is risky. Invest no more than 10% of your liquid assets.',
    ],
  }),
};

const vi: Templates = {
  passwordRecovery: ({ code, minutes }) => ({
    subject: `Mã khôi phục Grove của bạn: ${code}`,
    paragraphs: [
      'Có người đã yêu cầu đặt lại mật khẩu cho tài khoản Grove của bạn. Hãy nhập mã này trên trang khôi phục mật khẩu:',
      `Mã chỉ dùng được một lần và hết hạn sau ${minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.`,
    ],
    highlight: code,
  }),
  passwordChanged: () => ({
    subject: 'Mật khẩu Grove của bạn đã được thay đổi',
    paragraphs: [
      'Mật khẩu tài khoản Grove của bạn vừa được thay đổi và mọi phiên đăng nhập khác đã bị đăng xuất.',
      'Nếu không phải bạn thực hiện, hãy đặt lại mật khẩu ngay và liên hệ support@grove.example.',
    ],
  }),
  welcome: ({ name }) => ({
    subject: 'Chào mừng bạn đến với Grove',
    paragraphs: [
      `${name ? `Xin chào ${name}, chào mừng` : 'Chào mừng'} bạn đến với Grove, nơi bạn có thể đầu tư vào các doanh nghiệp vừa và nhỏ đã được thẩm định.`,
      'Trước khoản đầu tư đầu tiên, chúng tôi sẽ hỏi bạn vài câu về đầu tư và xác minh danh tính của bạn. Việc này mất khoảng mười phút.',
      'Xin lưu ý: đầu tư vào doanh nghiệp có rủi ro. Chỉ nên đầu tư tối đa 10% tài sản thanh khoản của bạn.',
    ],
  }),
};

const ru: Templates = {
  passwordRecovery: ({ code, minutes }) => ({
    subject: `Ваш код восстановления Grove: ${code}`,
    paragraphs: [
      'Поступил запрос на сброс пароля вашего аккаунта Grove. Введите этот код на странице восстановления пароля:',
      `Код действует один раз и истекает через ${minutes} минут. Если вы не запрашивали сброс, просто проигнорируйте это письмо: ваш пароль не изменится.`,
    ],
    highlight: code,
  }),
  passwordChanged: () => ({
    subject: 'Пароль Grove изменён',
    paragraphs: [
      'Пароль вашего аккаунта Grove только что был изменён, все остальные сеансы завершены.',
      'Если это были не вы, немедленно сбросьте пароль и напишите на support@grove.example.',
    ],
  }),
  welcome: ({ name }) => ({
    subject: 'Добро пожаловать в Grove',
    paragraphs: [
      `${name ? `Здравствуйте, ${name}! Добро пожаловать` : 'Добро пожаловать'} в Grove — платформу, где можно инвестировать в проверенный малый и средний бизнес.`,
      'Перед первой инвестицией мы зададим несколько вопросов об инвестировании и проверим вашу личность. Это займёт около десяти минут.',
      'Помните: инвестиции в бизнес связаны с риском. Вкладывайте не более 10% своих ликвидных активов.',
    ],
  }),
};

export const MAIL_TEMPLATES: Readonly<Record<Language, Templates>> = { en, vi, ru };
export type MailTemplateName = keyof Templates;
