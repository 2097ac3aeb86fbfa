void f(int x)
{
	if (x) { good(); bad(); other(); }
	if (x) { good(); }
	if (x) { bad(); }
}
