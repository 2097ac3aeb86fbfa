/* The lines that already continue a broken list: re-indented to its
 * `(` when they stood left of it (and then broken too), kept when they
 * stood right of it (new breaks then go where they are). */
int f(void)
{
	xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx = foo(q, y, aaaaaaaaaaaaaaaaaaaaaaaa,
		cc, ddddddddddddddddd,
		ee, ffffffffffffffffffffffffff, gggggggggggggggggggggggggggggg, hhhhhhhhhhhhhhhhhhh);
	x = foo(q, y, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, zzzzzzzzzzzzzzzzzzzzzzzz,
			cc, ddddddddddddddddd,
			ee, ffffffffffffffffffffffffff, gggggggggggggggggg, hhhh);
	x = foo(q, y, a, bar(aaaa,
	zzzz), ccc);
	xxx = foo(aaaa,
		q, y, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccc,
			dddd);
	xxx = foo(aaaa,
		y, bbbb,
		cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc, ddddddddddddddddddddd);
	bar(x,
	    foo(q, y, aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz,
			bbbbbbbbbbbbbbbbbbbbb, cc));
	return 0;
}
