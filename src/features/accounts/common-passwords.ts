/**
 * Passwords that appear at the top of every leaked-password list (international and Chinese).
 * Compared case-insensitively; only entries of 6 or more characters matter, since shorter ones are
 * refused by the length rule anyway.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '0123456789',
  '654321', '987654321', '0987654321', '123123', '123321', '112233', '121212', '123654',
  '111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999', '000000',
  '11111111', '88888888', '66666666', '00000000', '1111111', '8888888', '666888', '168168', '518518',
  '520520', '521521', '5201314', '1314520', '520131400', '147258', '147258369', '159357', '159753',
  '147852', '147852369', '789456', '789456123', '456789', '456123', '741852963', '963852741',
  '123qwe', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'qwe123', 'qweasd', 'qweasdzxc',
  'qwerty', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm', 'asd123', 'zxc123',
  '1qaz2wsx', 'qazwsx', 'qazwsxedc', 'abc123', 'abc123456', 'abcd1234', 'abcdef', 'abcdefg', 'a123456',
  'a12345678', 'aa123456', 'aaaaaa', 'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'iloveyou', 'woaini', 'woaini1314', 'woaini520', 'admin123', 'admin888', 'administrator',
  'root123', 'letmein', 'welcome', 'welcome1', 'monkey', 'dragon', 'master', 'sunshine', 'princess',
  'football', 'baseball', 'superman', 'michael', 'shadow', 'trustno1', 'starwars', 'whatever',
  'computer', 'hello123', 'hellokitty', 'changeme', 'secret', 'test123', 'test1234', 'guest123',
  'qq123456', 'wang123', 'zhang123', 'li123456', 'huang123', 'baidu123', 'taobao', 'taobao123',
  'wodemima', 'mima123', 'mima1234',
])

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase())
}
