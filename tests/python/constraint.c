void g(void)
{
	get_x(1);
	put_x(2);
	get_y(a + b);
}
