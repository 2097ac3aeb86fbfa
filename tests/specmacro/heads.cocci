// an unknown upper-case word before a function's type at toplevel is
// one of its specifiers: the function is parsed, and matched
// (spatch 1.1.1 cannot parse f5, `MY_API unsigned long f5': changed here too)
@@
identifier f;
type T;
@@
T f(...) {
...
- return a;
+ return a + 1;
}
