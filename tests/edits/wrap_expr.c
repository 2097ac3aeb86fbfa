int f(int x)
{
	x = foo(aaaaaaaaaaaaaaaa,
			bbbbbbbbbbbbbbbbbbbbbb);
	x = foo(aaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccc, ddddddddddddddddd);
	x = aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa +
		bbbbbbbbbbbbbbbbbbbbbb;
	x = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
	return 0;
}
