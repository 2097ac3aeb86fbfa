float f = 0x1.8p3 + 1e-5 + .5e+2 + 6.f + 0x1P-2;
unsigned long long i = 0xFFull + 0777 + 0b101 + 12u;
char *s = "a\"b" L"wide" u8"utf8" u"sixteen" U"thirty-two" "x\
y";
int c = 'a' + L'b' + u'c' + U'd' + '\'' + '\\' + '\n';
int d = x..y + f(a, ...);
int e = a->b . c ++ -- << >> <<= >>= ... ## % %= ^= |= &&= ||;
int $dollar = 1;
