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

/** The failure reasons of the verification modal (spec §8), as e-mails name them. */
const REASONS: Record<Language, Record<string, string>> = {
  en: {
    blurry_or_cropped: 'the image was blurry or cropped',
    expired_document: 'the document has expired',
    mismatched_details: 'the details did not match',
  },
  vi: {
    blurry_or_cropped: 'ảnh bị mờ hoặc bị cắt',
    expired_document: 'giấy tờ đã hết hạn',
    mismatched_details: 'thông tin không khớp',
  },
  ru: {
    blurry_or_cropped: 'изображение размыто или обрезано',
    expired_document: 'срок действия документа истёк',
    mismatched_details: 'данные не совпадают',
  },
};

type NotificationMail = { type: string; params: Record<string, string | number | null>; name: string | null };

type Templates = {
  /** The e-mail twin of an in-app notification (notifications.service notify()). */
  notification: (p: NotificationMail) => MailContent;
  passwordRecovery: (p: { code: string; minutes: number }) => MailContent;
  passwordChanged: (params: Record<string, never>) => MailContent;
  /** Someone keeps failing to sign in to the account (sent once per counting window). */
  signInAttempts: (p: { failures: number; minutes: number }) => MailContent;
  welcome: (p: { name: string | null }) => MailContent;
};

const en: Templates = {
  notification: ({ type, params }) => {
    const reason = REASONS.en[String(params.reason)] ?? '';
    switch (type) {
      case 'quiz_passed':
        return {
          subject: 'You passed the Grove risk quiz',
          paragraphs: [
            'Thank you for completing the risk quiz. Your investor profile is saved.',
            'Next step: verify your identity, then you can invest in the businesses you choose.',
          ],
        };
      case 'kyc_passed':
        return {
          subject: 'Your identity is verified',
          paragraphs: ['Your identity verification is complete. You can now invest on Grove.'],
        };
      case 'kyc_failed':
        return {
          subject: 'We could not verify your identity',
          paragraphs: [
            "We couldn't verify your identity. Please reupload your documents to continue.",
            ...(reason ? [`Reason: ${reason}.`] : []),
          ],
        };
      case 'kyc_action_required':
        return {
          subject: 'Your identity verification needs your attention',
          paragraphs: [
            'The verification provider needs more from you. Please open Grove and continue the verification.',
          ],
        };
      case 'declaration_expired':
        return {
          subject: 'Please confirm your investor profile',
          paragraphs: [
            'Your sophisticated-investor declaration is two years old. Please take the short risk quiz again to confirm it.',
          ],
        };
      default:
        return { subject: 'News from Grove', paragraphs: ['There is news in your Grove account.'] };
    }
  },
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
  signInAttempts: ({ failures, minutes }) => ({
    subject: 'Failed sign-in attempts on your Grove account',
    paragraphs: [
      `Someone has entered a wrong password for your Grove account ${failures} times in the last ${minutes} minutes.`,
      'If this was you, there is nothing to do. If not, your password has held, and choosing a new one on the password recovery page keeps it that way. We slow down further attempts automatically.',
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
  notification: ({ type, params }) => {
    const reason = REASONS.vi[String(params.reason)] ?? '';
    switch (type) {
      case 'quiz_passed':
        return {
          subject: 'Bạn đã hoàn thành bài kiểm tra rủi ro của Grove',
          paragraphs: [
            'Cảm ơn bạn đã hoàn thành bài kiểm tra rủi ro. Hồ sơ nhà đầu tư của bạn đã được lưu.',
            'Bước tiếp theo: xác minh danh tính, sau đó bạn có thể đầu tư vào doanh nghiệp mình chọn.',
          ],
        };
      case 'kyc_passed':
        return {
          subject: 'Danh tính của bạn đã được xác minh',
          paragraphs: ['Việc xác minh danh tính đã hoàn tất. Giờ đây bạn có thể đầu tư trên Grove.'],
        };
      case 'kyc_failed':
        return {
          subject: 'Chúng tôi chưa xác minh được danh tính của bạn',
          paragraphs: [
            'Chúng tôi không thể xác minh danh tính của bạn. Vui lòng tải lại giấy tờ để tiếp tục.',
            ...(reason ? [`Lý do: ${reason}.`] : []),
          ],
        };
      case 'kyc_action_required':
        return {
          subject: 'Việc xác minh danh tính cần bạn thao tác thêm',
          paragraphs: ['Đơn vị xác minh cần thêm thông tin từ bạn. Vui lòng mở Grove và tiếp tục xác minh.'],
        };
      case 'declaration_expired':
        return {
          subject: 'Vui lòng xác nhận lại hồ sơ nhà đầu tư',
          paragraphs: [
            'Bản khai nhà đầu tư chuyên nghiệp của bạn đã được hai năm. Vui lòng làm lại bài kiểm tra rủi ro ngắn để xác nhận.',
          ],
        };
      default:
        return { subject: 'Tin mới từ Grove', paragraphs: ['Tài khoản Grove của bạn có thông báo mới.'] };
    }
  },
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
  signInAttempts: ({ failures, minutes }) => ({
    subject: 'Có người đăng nhập sai vào tài khoản Grove của bạn',
    paragraphs: [
      `Có người đã nhập sai mật khẩu tài khoản Grove của bạn ${failures} lần trong ${minutes} phút qua.`,
      'Nếu đó là bạn, bạn không cần làm gì. Nếu không, mật khẩu của bạn vẫn an toàn; hãy đặt mật khẩu mới trên trang khôi phục mật khẩu để chắc chắn. Chúng tôi tự động làm chậm các lần thử tiếp theo.',
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
  notification: ({ type, params }) => {
    const reason = REASONS.ru[String(params.reason)] ?? '';
    switch (type) {
      case 'quiz_passed':
        return {
          subject: 'Вы прошли тест о рисках Grove',
          paragraphs: [
            'Спасибо, что прошли тест о рисках. Ваш профиль инвестора сохранён.',
            'Следующий шаг — подтвердить личность, после чего вы сможете инвестировать в выбранные проекты.',
          ],
        };
      case 'kyc_passed':
        return {
          subject: 'Ваша личность подтверждена',
          paragraphs: ['Проверка личности завершена. Теперь вы можете инвестировать на Grove.'],
        };
      case 'kyc_failed':
        return {
          subject: 'Не удалось подтвердить вашу личность',
          paragraphs: [
            'Нам не удалось подтвердить вашу личность. Пожалуйста, загрузите документы повторно, чтобы продолжить.',
            ...(reason ? [`Причина: ${reason}.`] : []),
          ],
        };
      case 'kyc_action_required':
        return {
          subject: 'Проверка личности требует вашего участия',
          paragraphs: ['Сервису проверки нужны дополнительные данные. Откройте Grove и продолжите проверку.'],
        };
      case 'declaration_expired':
        return {
          subject: 'Подтвердите профиль инвестора',
          paragraphs: [
            'Вашей декларации квалифицированного инвестора исполнилось два года. Пройдите короткий тест о рисках ещё раз, чтобы подтвердить её.',
          ],
        };
      default:
        return { subject: 'Новости Grove', paragraphs: ['В вашем аккаунте Grove есть новое уведомление.'] };
    }
  },
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
  signInAttempts: ({ failures, minutes }) => ({
    subject: 'Неудачные попытки входа в ваш аккаунт Grove',
    paragraphs: [
      `Кто-то ввёл неверный пароль от вашего аккаунта Grove ${failures} раз за последние ${minutes} минут.`,
      'Если это были вы, ничего делать не нужно. Если нет, ваш пароль устоял; чтобы так и осталось, задайте новый на странице восстановления пароля. Дальнейшие попытки мы автоматически замедляем.',
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
