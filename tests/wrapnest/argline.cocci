// a changed line inside an argument that starts a line of its own: the lines after it that continue the same list line up with that argument (at91_rtc_write: the | lines); an argument started after the `(' on its line keeps the column after the `(' (midlist.cocci); lines outside any call's list (x, z) stay
@@
struct rtc_time *tm;
@@
- tm->tm_year + 1900
+ rtc_year(tm)
