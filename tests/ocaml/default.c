int main()
{
	bar();
	baz();
}
