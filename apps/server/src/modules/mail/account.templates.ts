import type { Language } from '@grove/contracts';
import type { MailContent } from './mail.templates.js';

/** The account settings' e-mails (docs/architecture.md, "Account settings"), in every interface language. */
export type AccountTemplates = {
  /** The owner changed the password in the settings (the recovery reset has `passwordChanged`). */
  passwordChangedInSettings: (p: Record<string, never>) => MailContent;
  /** To the new address: confirm it is yours. */
  emailChangeConfirmNew: (p: { url: string; hours: number }) => MailContent;
  /** To the current address: confirm the change is yours. */
  emailChangeConfirmOld: (p: { url: string; hours: number; newEmail: string }) => MailContent;
  /** To the new address when it already belongs to an account: nothing changes, and the requester is not told. */
  emailChangeAddressInUse: (p: Record<string, never>) => MailContent;
  /** To the old address once the change is made. */
  emailChanged: (p: { newEmail: string }) => MailContent;
  /** To the address being erased, before it is. */
  accountClosed: (p: Record<string, never>) => MailContent;
  /** A passkey was added: named, with where it was added from. */
  passkeyAdded: (p: { name: string; device: string | null; country: string | null }) => MailContent;
  /** A passkey was removed. */
  passkeyRemoved: (p: { name: string }) => MailContent;
};

const en: AccountTemplates = {
  passwordChangedInSettings: () => ({
    subject: 'Your Grove password was changed',
    paragraphs: [
      'The password of your Grove account was just changed in your account settings. Every other device was signed out; the one used for the change stays signed in.',
      'If this was not you, reset your password at once with “Forgot password” and contact support@grove.example.',
    ],
  }),
  emailChangeConfirmNew: ({ url, hours }) => ({
    subject: 'Confirm your new e-mail address for Grove',
    paragraphs: [
      'Someone asked to use this address for a Grove account. If it was you, confirm it with the button below.',
      `The link works once and for ${hours} hours. The address changes only when it is also confirmed from the current address. If you did not ask, ignore this e-mail.`,
    ],
    action: { label: 'Confirm this address', url },
  }),
  emailChangeConfirmOld: ({ url, hours, newEmail }) => ({
    subject: 'Confirm the change of your Grove e-mail address',
    paragraphs: [
      `Someone asked to change the e-mail address of your Grove account to ${newEmail}. If it was you, confirm the change with the button below.`,
      `The link works once and for ${hours} hours. If this was not you, do not follow it: nothing changes, and we recommend changing your password.`,
    ],
    action: { label: 'Confirm the change', url },
  }),
  emailChangeAddressInUse: () => ({
    subject: 'Someone tried to use your e-mail address on Grove',
    paragraphs: [
      'Someone asked to move another Grove account to this address. It already belongs to your account, so nothing changed.',
      'There is nothing to do. If you expected this, sign in with this address instead.',
    ],
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'Your Grove e-mail address was changed',
    paragraphs: [
      `The e-mail address of your Grove account is now ${newEmail}. This address will no longer receive messages about the account.`,
      'If this was not you, contact support@grove.example at once.',
    ],
  }),
  accountClosed: () => ({
    subject: 'Your Grove account is closed',
    paragraphs: [
      'As you asked, your Grove account is closed and you were signed out everywhere. Your name, contact details and e-mail address are being erased now; this is the last message to this address.',
      'The records of your investments and payments are kept for the period the law requires, and then deleted.',
    ],
  }),
  passkeyAdded: ({ name, device, country }) => ({
    subject: 'A passkey was added to your Grove account',
    paragraphs: [
      `A passkey named “${name}” was added to your Grove account${device ? ` from ${device}` : ''}${country ? ` (${country})` : ''}. It can now sign in to the account without the password.`,
      'If this was not you, remove it in Settings at once, change your password and contact support@grove.example.',
    ],
  }),
  passkeyRemoved: ({ name }) => ({
    subject: 'A passkey was removed from your Grove account',
    paragraphs: [
      `The passkey named “${name}” was removed from your Grove account and can no longer sign in to it.`,
      'If this was not you, change your password at once and contact support@grove.example.',
    ],
  }),
};

const vi: AccountTemplates = {
  passwordChangedInSettings: () => ({
    subject: 'Mật khẩu Grove của bạn đã được thay đổi',
    paragraphs: [
      'Mật khẩu tài khoản Grove của bạn vừa được thay đổi trong phần cài đặt tài khoản. Mọi thiết bị khác đã bị đăng xuất; thiết bị dùng để thay đổi vẫn đăng nhập.',
      'Nếu không phải bạn, hãy đặt lại mật khẩu ngay bằng “Quên mật khẩu” và liên hệ support@grove.example.',
    ],
  }),
  emailChangeConfirmNew: ({ url, hours }) => ({
    subject: 'Xác nhận địa chỉ email mới cho Grove',
    paragraphs: [
      'Có người yêu cầu dùng địa chỉ này cho một tài khoản Grove. Nếu đó là bạn, hãy xác nhận bằng nút bên dưới.',
      `Liên kết chỉ dùng được một lần và trong ${hours} giờ. Địa chỉ chỉ thay đổi khi được xác nhận cả từ địa chỉ hiện tại. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
    ],
    action: { label: 'Xác nhận địa chỉ này', url },
  }),
  emailChangeConfirmOld: ({ url, hours, newEmail }) => ({
    subject: 'Xác nhận thay đổi địa chỉ email Grove',
    paragraphs: [
      `Có người yêu cầu đổi địa chỉ email của tài khoản Grove của bạn thành ${newEmail}. Nếu đó là bạn, hãy xác nhận bằng nút bên dưới.`,
      `Liên kết chỉ dùng được một lần và trong ${hours} giờ. Nếu không phải bạn, đừng bấm vào: sẽ không có gì thay đổi, và chúng tôi khuyên bạn đổi mật khẩu.`,
    ],
    action: { label: 'Xác nhận thay đổi', url },
  }),
  emailChangeAddressInUse: () => ({
    subject: 'Có người đã thử dùng địa chỉ email của bạn trên Grove',
    paragraphs: [
      'Có người yêu cầu chuyển một tài khoản Grove khác sang địa chỉ này. Địa chỉ đã thuộc về tài khoản của bạn nên không có gì thay đổi.',
      'Bạn không cần làm gì. Nếu bạn đã dự tính việc này, hãy đăng nhập bằng địa chỉ này.',
    ],
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'Địa chỉ email Grove của bạn đã được thay đổi',
    paragraphs: [
      `Địa chỉ email của tài khoản Grove của bạn bây giờ là ${newEmail}. Địa chỉ này sẽ không còn nhận thư về tài khoản.`,
      'Nếu không phải bạn, hãy liên hệ ngay support@grove.example.',
    ],
  }),
  accountClosed: () => ({
    subject: 'Tài khoản Grove của bạn đã được đóng',
    paragraphs: [
      'Theo yêu cầu của bạn, tài khoản Grove đã được đóng và bạn đã được đăng xuất khỏi mọi nơi. Tên, thông tin liên hệ và địa chỉ email của bạn đang được xoá; đây là thư cuối cùng gửi đến địa chỉ này.',
      'Hồ sơ các khoản đầu tư và thanh toán của bạn được lưu trong thời hạn pháp luật yêu cầu, sau đó sẽ bị xoá.',
    ],
  }),
  passkeyAdded: ({ name, device, country }) => ({
    subject: 'Một khóa truy cập đã được thêm vào tài khoản Grove của bạn',
    paragraphs: [
      `Khóa truy cập “${name}” đã được thêm vào tài khoản Grove của bạn${device ? ` từ ${device}` : ''}${country ? ` (${country})` : ''}. Từ giờ khóa này có thể đăng nhập vào tài khoản mà không cần mật khẩu.`,
      'Nếu không phải bạn, hãy xóa khóa này ngay trong phần Cài đặt, đổi mật khẩu và liên hệ support@grove.example.',
    ],
  }),
  passkeyRemoved: ({ name }) => ({
    subject: 'Một khóa truy cập đã bị xóa khỏi tài khoản Grove của bạn',
    paragraphs: [
      `Khóa truy cập “${name}” đã bị xóa khỏi tài khoản Grove của bạn và không thể đăng nhập vào tài khoản nữa.`,
      'Nếu không phải bạn, hãy đổi mật khẩu ngay và liên hệ support@grove.example.',
    ],
  }),
};

const ru: AccountTemplates = {
  passwordChangedInSettings: () => ({
    subject: 'Пароль Grove изменён',
    paragraphs: [
      'Пароль вашего аккаунта Grove только что изменён в настройках. На всех остальных устройствах выполнен выход; устройство, с которого меняли пароль, остаётся в системе.',
      'Если это были не вы, сразу сбросьте пароль через «Забыли пароль» и напишите на support@grove.example.',
    ],
  }),
  emailChangeConfirmNew: ({ url, hours }) => ({
    subject: 'Подтвердите новый адрес почты для Grove',
    paragraphs: [
      'Этот адрес хотят использовать для аккаунта Grove. Если это вы, подтвердите его кнопкой ниже.',
      `Ссылка одноразовая и действует ${hours} ч. Адрес сменится, только когда смену подтвердят и с текущего адреса. Если вы ничего не запрашивали, просто проигнорируйте письмо.`,
    ],
    action: { label: 'Подтвердить адрес', url },
  }),
  emailChangeConfirmOld: ({ url, hours, newEmail }) => ({
    subject: 'Подтвердите смену адреса почты Grove',
    paragraphs: [
      `Поступил запрос сменить адрес почты вашего аккаунта Grove на ${newEmail}. Если это вы, подтвердите смену кнопкой ниже.`,
      `Ссылка одноразовая и действует ${hours} ч. Если это были не вы, не переходите по ней: ничего не изменится. Рекомендуем сменить пароль.`,
    ],
    action: { label: 'Подтвердить смену', url },
  }),
  emailChangeAddressInUse: () => ({
    subject: 'Кто-то пытался использовать ваш адрес почты в Grove',
    paragraphs: [
      'Поступил запрос перенести другой аккаунт Grove на этот адрес. Он уже принадлежит вашему аккаунту, поэтому ничего не изменилось.',
      'Ничего делать не нужно. Если вы это ожидали, входите с этим адресом.',
    ],
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'Адрес почты Grove изменён',
    paragraphs: [
      `Теперь адрес почты вашего аккаунта Grove — ${newEmail}. На этот адрес письма об аккаунте больше приходить не будут.`,
      'Если это были не вы, срочно напишите на support@grove.example.',
    ],
  }),
  accountClosed: () => ({
    subject: 'Ваш аккаунт Grove закрыт',
    paragraphs: [
      'По вашему запросу аккаунт Grove закрыт, выход выполнен на всех устройствах. Ваше имя, контакты и адрес почты сейчас удаляются; это последнее письмо на этот адрес.',
      'Записи о ваших инвестициях и платежах хранятся в течение срока, установленного законом, а затем удаляются.',
    ],
  }),
  passkeyAdded: ({ name, device, country }) => ({
    subject: 'К вашему аккаунту Grove добавлен ключ доступа',
    paragraphs: [
      `К вашему аккаунту Grove добавлен ключ доступа «${name}»${device ? ` с устройства ${device}` : ''}${country ? ` (${country})` : ''}. Теперь с ним можно войти в аккаунт без пароля.`,
      'Если это были не вы, сразу удалите его в настройках, смените пароль и напишите в support@grove.example.',
    ],
  }),
  passkeyRemoved: ({ name }) => ({
    subject: 'Из вашего аккаунта Grove удалён ключ доступа',
    paragraphs: [
      `Ключ доступа «${name}» удалён из вашего аккаунта Grove, и войти с ним больше нельзя.`,
      'Если это были не вы, сразу смените пароль и напишите в support@grove.example.',
    ],
  }),
};

export const ACCOUNT_MAIL_TEMPLATES: Readonly<Record<Language, AccountTemplates>> = { en, vi, ru };
