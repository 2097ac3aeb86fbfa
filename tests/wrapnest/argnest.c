int f(struct rtc_time *tm)
{
	write(a,
		tm->tm_year + 1900,
	      bar(x,
		  y),
	   c);
	write(a,
		tm->tm_year + 1900, b,
	      c);
	write(a,
		tm->tm_year +
		1900,
	      c);
	write(a,
		(tm->tm_year + 1900) * 2 +
	      3,
	      c);
}
