void g(int x)
{
	dbg_print("x=%d\n", x);
	print("x=%d\n", x);
	dbg_trace();
	my_dbg_x(1);
}
