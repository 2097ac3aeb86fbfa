int v;
int main()
{
	foo();
	bar();
}
