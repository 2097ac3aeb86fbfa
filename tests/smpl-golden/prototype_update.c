int setup_dev(int a);

int setup_dev(int a)
{
	return a;
}
