void m(int a)
{
	do_it(a,
	      a + 1);
	after();
}
