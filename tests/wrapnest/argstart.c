int f(struct rtc_time *tm)
{
	foo(tm->tm_year + 1900,
		b,
		c);
	foo2(a, tm->tm_year + 1900,
		b,
		c);
	foo3(a,
	     b,
	     tm->tm_year + 1900);
	foo4(a,
		bar(tm->tm_year + 1900,
		    x),
		c,
	d);
	if (foo5(a,
		tm->tm_year + 1900,
		b))
		return 1;
	ret = foo6(a,
		tm->tm_year + 1900,
	    b);
	return 0;
}
