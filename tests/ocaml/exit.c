int main()
{
	f(a);
	f(stop);
	h();
}
