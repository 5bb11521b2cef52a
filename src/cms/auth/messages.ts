/**
 * Every Chinese text of the account screens and calls, in one place so the pages, the API, the
 * users collection (password policy, sign-in hooks) and the tests agree. Texts quoted by the spec are marked; the others fill gaps the spec leaves.
 */
export const MSG = {
  // Validation (spec section 5)
  fillAllFields: '请填写所有字段',
  invalidEmail: '请输入有效的邮箱格式',
  nameRequiredRegister: '请输入您的姓名',
  emailRequired: '请输入邮箱地址',
  passwordTooShortRegister: '密码至少需要6个字符',
  passwordsDiffer: '两次输入的密码不一致',
  newPasswordRequired: '请输入新密码',
  passwordTooShortReset: '密码长度至少6位',
  nameRequiredProfile: '请输入姓名',
  // Validation beyond the spec
  nameTooLong: '姓名不能超过50个字符',
  passwordTooLong: '密码不能超过128个字符',
  passwordTooCommon: '该密码过于常见，请更换一个更安全的密码',
  invalidPhone: '请输入有效的电话号码',
  currentPasswordRequired: '请输入当前密码',
  newPasswordSameAsCurrent: '新密码不能与当前密码相同',

  // Outcomes (spec section 8)
  invalidCredentials: '邮箱或密码错误，请检查后重试',
  emailNotConfirmed: '请先验证您的邮箱地址',
  loginFailed: '登录失败，请重试',
  registerFailed: '注册失败，请重试',
  registerSucceeded: '注册成功！请检查您的邮箱进行验证。',
  sendFailed: '发送失败，请重试',
  resetLinkSent: '重置链接已发送到您的邮箱',
  invalidResetLink: '无效的重置链接',
  resetFailed: '重置失败',
  resetSucceeded: '密码重置成功！',
  loadUserFailed: '加载用户信息失败',
  saveFailed: '保存失败',
  profileSaved: '个人信息保存成功！',
  // Outcomes beyond the spec
  accountBusy: '该账号正在处理其他登录请求，请稍后重试',
  bulkAccountLimit: '一次最多批量修改或删除 500 个账号，请缩小筛选范围后重试',
  accountLocked: '登录失败次数过多，账号已临时锁定，请10分钟后再试，或通过“忘记密码”重置密码',
  resetLinkExpired: '重置链接无效或已过期，请重新申请',
  forgotAnswer: '如果该邮箱已注册，我们已向其发送重置密码的链接，链接1小时内有效',
  verifyLinkInvalid: '验证链接无效或已过期。如果您已完成验证，可直接登录；否则请登录后在个人中心重新发送验证邮件',
  verifySucceeded: '邮箱验证成功！',
  verificationSent: '验证邮件已发送，请查收',
  alreadyVerified: '您的邮箱已验证，无需重复验证',
  mailThrottled: '邮件刚刚发送过，请稍等一分钟后再试',
  currentPasswordWrong: '当前密码不正确',
  tooManyPasswordChecks: '当前密码错误次数过多，请15分钟后再试',
  changePasswordFailed: '修改密码失败',
  passwordChanged: '密码修改成功！其他设备上的登录已失效',
  signInRequired: '请先登录',
  forbidden: '没有权限执行此操作',
  sessionExpired: '登录已过期，请重新登录',
  loggedOut: '已退出登录',
  serverError: '服务器内部错误，请稍后重试',
  networkError: '网络连接失败，请检查网络后重试',
} as const
