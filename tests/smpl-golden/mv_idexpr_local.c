int counter;

void step(int n)
{
	int i = n;
	i++;
	counter++;
}
