// the lines after a changed argument that starts its line line up with it (foo6); a change on the `(' line leaves the lines after it (foo, foo2); lines already lined up stay (foo3, foo4, foo5)
@@
struct rtc_time *tm;
@@
- tm->tm_year + 1900
+ rtc_year(tm)
