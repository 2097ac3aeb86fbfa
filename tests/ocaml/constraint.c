int main()
{
	h(1); do_it(1); f(1);
	g(1); g(2); g(3);
	h(2);
	h(3);
	h(1);
}
