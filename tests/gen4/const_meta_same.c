#define ONE 0x01
void f(void)
{
	g(1, 0x01);
	g(1, 1);
	h(1);
	h(0x01);
	h(01);
	k(1L);
	k(1);
}
