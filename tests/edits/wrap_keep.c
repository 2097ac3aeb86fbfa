int f(int x)
{
	x = ({ int z = 1;
	       z + 1; });
	x = foo(aaaa, /* c */
		bbbb);
	x = foo(aaaa,
#ifdef X
		bbbb,
#endif
		cccc);
	return 0;
}
