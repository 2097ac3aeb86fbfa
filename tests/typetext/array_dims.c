void f(void)
{
	signed char xy[A+B];
	u8 d[1 + H( 0xff )];
	unsigned long flags[BITS_TO_LONGS(N)];
	int m[A * B];
}
