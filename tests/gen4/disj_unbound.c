void a(void)
{
	stat = 0;
	stat = read_fifo(ep0, req);
}
void b(void)
{
	stat = g(1);
	stat = h(2);
}
void c(void)
{
	stat = g(1);
	stat = g(2);
}
void d(void)
{
	stat = 0;
	stat = 5;
}
