void f(void)
{
	struct {
		u32 min, max;
	} board_id;
	int a, b;
	g();
}
