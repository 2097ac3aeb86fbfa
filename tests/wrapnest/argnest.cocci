// after a changed argument that starts its line: the following arguments at its column, a nested call's continuation after that call's `(' (bar's y), operands continued on later lines at the argument's column
@@
struct rtc_time *tm;
@@
- tm->tm_year + 1900
+ rtc_year(tm)
