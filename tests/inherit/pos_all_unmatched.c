int main () {
	bar();
	foo(1);
}
