long lv;
char cv;

int main(void)
{
	first(lv);
	use(lv, cv, 'c');
	return 0;
}
