static unsigned const long g(int const a)
{
	int n = sizeof(char const *);
	long m = (long const)n + sizeof(int [3]);
	return (unsigned long const)(char const *)0;
}
