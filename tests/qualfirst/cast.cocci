// Code printed again in added code has its type qualifiers first, as
// spatch prints it: `(uint8_t const *)' becomes `(const uint8_t *)',
// `struct a const', `int volatile', `unsigned long const' the same;
// casts already so written (`(const char *)', `(char *)') do not change.
@@
type T;
expression e;
@@
 (
- T *
+ T *
 )
 e
