int f(struct rtc_time *tm)
{
	at91_rtc_write(AT91_RTC_CALR,
			  FIELD_PREP(AT91_RTC_CENT,
				     bin2bcd((tm->tm_year + 1900) / 100))
			| FIELD_PREP(AT91_RTC_YEAR, bin2bcd(tm->tm_year % 100))
			| FIELD_PREP(AT91_RTC_DATE, bin2bcd(tm->tm_mday)));
	x = FIELD_PREP(AT91_RTC_CENT, tm->tm_year + 1900)
		| FIELD_PREP(AT91_RTC_YEAR, 1)
		| FIELD_PREP(AT91_RTC_DATE, 2);
	y = FIELD_PREP(AT91_RTC_CENT, 3)
		| FIELD_PREP(AT91_RTC_YEAR, 1)
		| FIELD_PREP(AT91_RTC_DATE, tm->tm_year + 1900);
	write(a,
			tm->tm_year + 1900,
		  b,
	      c);
	write2(a,
	       tm->tm_year + 1900 + b
	       + c
	       + d);
	z = g(tm->tm_year + 1900) +
		h(1) +
		k(2);
	return 0;
}
